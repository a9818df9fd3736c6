import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employeeProducts,
  mailOutbox,
  orderItems,
  orderLogs,
  orders,
  shippingServices,
  taxRates,
  teamMembers,
} from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createProviderStaff,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { readXlsx, rowValues } from '../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let providerHeaders: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  await db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 0,
  });
  const staff = await createProviderStaff(db);
  providerHeaders = await signIn(testApp.app, staff.email);
});
afterAll(() => testApp.close());

type Headers = Awaited<ReturnType<typeof signIn>>;

function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A company whose person in charge and member share one team, with a saved polo and an address. */
async function companyWithMember() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const member = await createUser(db, {
    companyId: buyer.company.id,
    department: 'sales',
    name: 'Mo Member',
  });
  await db.insert(teamMembers).values({
    teamId: buyer.team.id,
    userId: member.id,
    email: member.email,
    role: 'member',
    status: 'joined',
  });
  const product = await createProduct(db);
  const savedProduct = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
  });
  const memberAddress = await createAddress(db, { companyId: buyer.company.id, userId: member.id });
  return {
    ...buyer,
    member,
    savedProduct,
    memberAddress,
    inChargeHeaders: await signIn(testApp.app, buyer.user.email),
    memberHeaders: await signIn(testApp.app, member.email),
  };
}

async function placeOrder(
  headers: Headers,
  company: { savedProduct: { uuid: string }; team: { id: number }; memberAddress: { id: number } },
  qtyOptions: Record<string, number> = { M: 3, L: 2 },
) {
  const added = await call('POST', '/api/kart_items', headers, {
    quote: { saved_product_id: company.savedProduct.uuid, qty_options: qtyOptions },
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call('POST', '/api/orders', headers, {
    team_id: company.team.id,
    ship_add_id: company.memberAddress.id,
    bill_add_id: company.memberAddress.id,
    reference: 'PO-1',
    status: 'order_pending',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().uuid as string;
}

async function orderRow(uuid: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return row!;
}

async function mailsOf(orderId: number, event: string) {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(mailOutbox)
    .where(like(mailOutbox.eventKey, `order:${orderId}:${event}:%`));
  return row!.value;
}

describe('order approval settings', () => {
  it('lets the person in charge choose when orders need approval, and refuses members with 403', async () => {
    const company = await companyWithMember();
    const initial = await call('GET', '/api/settings/order_approval', company.memberHeaders);
    expect(initial.json()).toEqual({ rule: 'never', threshold: null, can_edit: false });

    const refused = await call('PUT', '/api/settings/order_approval', company.memberHeaders, {
      rule: 'member_orders',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/settings/order_approval', company.inChargeHeaders)).json().rule).toBe(
      'never',
    );

    const saved = await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, {
      rule: 'above_amount',
      threshold: 50_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ rule: 'above_amount', threshold: 50_000, can_edit: true });
  });

  it('refuses an amount rule without an amount, and nonsense, with 422 and changes nothing', async () => {
    const company = await companyWithMember();
    for (const body of [
      { rule: 'above_amount' },
      { rule: 'above_amount', threshold: 0 },
      { rule: 'above_amount', threshold: 1.5 },
      { rule: 'sometimes' },
      { rule: 'above_amount', threshold: 2 ** 31 },
    ]) {
      const response = await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call('GET', '/api/settings/order_approval', company.inChargeHeaders)).json().rule).toBe(
      'never',
    );
  });
});

describe('an order that needs approval', () => {
  it('waits in Pending for the person in charge, who is e-mailed; the member is told why', async () => {
    const company = await companyWithMember();
    await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, { rule: 'member_orders' });
    const uuid = await placeOrder(company.memberHeaders, company);
    const order = await call('GET', `/api/orders/${uuid}`, company.memberHeaders);
    expect(order.json().order).toMatchObject({ order_status: 'order_pending', order_approval_needed: true });
    expect(order.json().logs.map((log: { title: string }) => log.title)).toContain('Waiting for approval');
    const row = await orderRow(uuid);
    expect(await mailsOf(row.id, 'approval_requested')).toBe(1);
    expect(await mailsOf(row.id, 'placed')).toBe(1);
    const [mail] = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `order:${row.id}:approval_requested:%`));
    expect(mail!.to).toBe(company.user.email);
    expect(mail!.text).toContain('waits for your approval');
  });

  it('does not hold the person in charge’s own order, nor orders at or under the amount', async () => {
    const company = await companyWithMember();
    await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, { rule: 'member_orders' });
    const own = await placeOrder(company.inChargeHeaders, company);
    expect((await orderRow(own)).orderApprovalNeeded).toBe(false);

    // 5 polos at 25.00 + 9% GST = 136.25
    await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, {
      rule: 'above_amount',
      threshold: 13_625,
    });
    expect((await orderRow(await placeOrder(company.memberHeaders, company))).orderApprovalNeeded).toBe(
      false,
    );
    await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, {
      rule: 'above_amount',
      threshold: 13_624,
    });
    expect((await orderRow(await placeOrder(company.memberHeaders, company))).orderApprovalNeeded).toBe(true);
  });

  it('cannot be moved by the provider before approval, except cancelled', async () => {
    const company = await companyWithMember();
    await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, { rule: 'member_orders' });
    const uuid = await placeOrder(company.memberHeaders, company);
    const moved = await call('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, {
      to: 'order_approved',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('This order waits for approval by a person in charge of the company.');
    expect((await orderRow(uuid)).orderStatus).toBe('order_pending');
  });

  it('answers a member 403, another company 404, and the person in charge the spec’s notice', async () => {
    const company = await companyWithMember();
    const stranger = await companyWithMember();
    await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, { rule: 'member_orders' });
    const uuid = await placeOrder(company.memberHeaders, company);

    expect((await call('PUT', `/api/orders/${uuid}/approve_order`, company.memberHeaders)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/orders/${uuid}/approve_order`, stranger.inChargeHeaders)).statusCode,
    ).toBe(404);
    expect((await orderRow(uuid)).orderApprovalNeeded).toBe(true);

    const approved = await call('PUT', `/api/orders/${uuid}/approve_order`, company.inChargeHeaders);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({
      message: 'Order approved!',
      description: 'The provider team will process the order soon.',
    });
    const row = await orderRow(uuid);
    expect(row).toMatchObject({ orderApprovalNeeded: false, companyApprovedById: company.user.id });
    expect(await mailsOf(row.id, 'company_approved')).toBe(1);
    const moved = await call('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, {
      to: 'order_approved',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('is approved once and mailed once under 10 concurrent approvals', async () => {
    const company = await companyWithMember();
    await call('PUT', '/api/settings/order_approval', company.inChargeHeaders, { rule: 'member_orders' });
    const uuid = await placeOrder(company.memberHeaders, company);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('PUT', `/api/orders/${uuid}/approve_order`, company.inChargeHeaders),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const row = await orderRow(uuid);
    expect(await mailsOf(row.id, 'company_approved')).toBe(1);
    const [logs] = await testApp.database.db
      .select({ value: count() })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, row.id), eq(orderLogs.title, 'Order approved')));
    expect(logs!.value).toBe(1);
  });

  it('answers 409 when the order does not need approval', async () => {
    const company = await companyWithMember();
    const uuid = await placeOrder(company.memberHeaders, company);
    const response = await call('PUT', `/api/orders/${uuid}/approve_order`, company.inChargeHeaders);
    expect(response.statusCode).toBe(409);
  });
});

describe('the provider pipeline', () => {
  it('filters by company, status and date, and counts per status', async () => {
    const company = await companyWithMember();
    const first = await placeOrder(company.memberHeaders, company);
    await placeOrder(company.memberHeaders, company);
    await call('POST', `/api/admin/orders/${first}/transition`, providerHeaders, { to: 'order_approved' });
    const today = new Date().toISOString().slice(0, 10);

    const list = await call(
      'GET',
      `/api/admin/orders?company_id=${company.company.id}&status=order_pending&from_date=${today}&to_date=${today}`,
      providerHeaders,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta.total_count).toBe(1);
    const counts = await call(
      'GET',
      `/api/admin/orders/status_counts?company_id=${company.company.id}`,
      providerHeaders,
    );
    expect(counts.json().counts).toMatchObject({ order_pending: 1, order_approved: 1, order_shipped: 0 });
    expect(counts.json().total).toBe(2);
    const yesterday = await call(
      'GET',
      `/api/admin/orders?company_id=${company.company.id}&to_date=2000-01-01`,
      providerHeaders,
    );
    expect(yesterday.json().meta.total_count).toBe(0);
    expect((await call('GET', '/api/admin/orders?from_date=2026-13-45', providerHeaders)).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/api/admin/orders/status_counts', company.inChargeHeaders)).statusCode).toBe(
      404,
    );
  });

  it('stamps each status, needs a reason to cancel, and sends the payment mail on approval once', async () => {
    const company = await companyWithMember();
    const uuid = await placeOrder(company.memberHeaders, company);
    const approved = await call('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, {
      to: 'order_approved',
    });
    expect(approved.json().order.approved_at).not.toBeNull();
    const row = await orderRow(uuid);
    expect(await mailsOf(row.id, 'approved')).toBe(1);
    const [mail] = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `order:${row.id}:approved:%`));
    expect(mail!.text).toMatch(
      /Invoice INV-\d{4}-\d{6}: SGD [\d,.]+ is due by \d{4}-\d{2}-\d{2} \(within 3 days\)/,
    );

    const noReason = await call('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, {
      to: 'order_cancelled',
    });
    expect(noReason.statusCode).toBe(422);
    expect((await orderRow(uuid)).orderStatus).toBe('order_approved');
    const cancelled = await call('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, {
      to: 'order_cancelled',
      reason: 'Customer asked to cancel',
    });
    expect(cancelled.json().order).toMatchObject({
      order_status: 'order_cancelled',
      cancel_reason: 'Customer asked to cancel',
    });
  });

  it('sets a line’s estimated finishing date, which the buyer sees', async () => {
    const company = await companyWithMember();
    const uuid = await placeOrder(company.memberHeaders, company);
    const detail = (await call('GET', `/api/admin/orders/${uuid}`, providerHeaders)).json();
    const itemUuid = detail.items[0].items[0].uuid;
    const dated = await call('PUT', `/api/admin/orders/${uuid}/order_items/${itemUuid}`, providerHeaders, {
      due_date: '2026-12-24',
    });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().items[0].items[0].due_date).toBe('2026-12-24');
    const buyerView = await call('GET', `/api/orders/${uuid}`, company.memberHeaders);
    expect(buyerView.json().items[0].items[0].due_date).toBe('2026-12-24');
    const otherOrder = await placeOrder(company.memberHeaders, company);
    expect(
      (
        await call('PUT', `/api/admin/orders/${otherOrder}/order_items/${itemUuid}`, providerHeaders, {
          due_date: null,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/admin/orders/${uuid}/order_items/${itemUuid}`, providerHeaders, {
          due_date: '24/12/2026',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('sets one status for a selection of employee rows, and only the order’s own', async () => {
    const company = await companyWithMember();
    const uuid = await placeOrder(company.memberHeaders, company);
    const other = await placeOrder(company.memberHeaders, company);
    const { db } = testApp.database;
    const [line] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (await orderRow(uuid)).id));
    const [otherLine] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (await orderRow(other)).id));
    const rows = await db
      .insert(employeeProducts)
      .values([
        { orderItemId: line!.id, staffId: '007', name: 'Ann', size: 'M', qty: 1 },
        { orderItemId: line!.id, staffId: '008', name: 'Ben', size: 'L', qty: 1 },
        { orderItemId: otherLine!.id, staffId: '009', name: 'Cat', size: 'M', qty: 1 },
      ])
      .returning();
    const url = `/api/admin/orders/${uuid}/employee_products/status`;
    const set = await call('PUT', url, providerHeaders, { ids: [rows[0]!.uuid], product_status: 'ready' });
    expect(set.json()).toEqual({ updated_count: 1 });
    const foreign = await call('PUT', url, providerHeaders, {
      ids: [rows[2]!.uuid],
      product_status: 'ready',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('PUT', url, providerHeaders, { ids: [rows[1]!.uuid], product_status: 'lost' })).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', url, company.inChargeHeaders, { ids: [rows[1]!.uuid], product_status: 'ready' }))
        .statusCode,
    ).toBe(404);

    const listed = await call(
      'GET',
      `/api/orders/${uuid}/employee_products?per_page=1&page=2`,
      company.memberHeaders,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().meta).toMatchObject({ total_count: 2, total_pages: 2 });
    expect(listed.json().employee_products[0]).toMatchObject({ staff_id: '008', product_status: 'pending' });
    const first = await call('GET', `/api/orders/${uuid}/employee_products`, company.memberHeaders);
    expect(first.json().employee_products[0]).toMatchObject({ staff_id: '007', product_status: 'ready' });
    const stranger = await companyWithMember();
    expect(
      (await call('GET', `/api/orders/${uuid}/employee_products`, stranger.inChargeHeaders)).statusCode,
    ).toBe(404);

    // The order's page knows which lines have a name list to preview.
    const detail = await call('GET', `/api/orders/${uuid}`, company.memberHeaders);
    expect(detail.json().items[0].items[0]).toMatchObject({ uuid: line!.uuid, is_contain_namelist: true });

    // The spec's paths: one line's employees, and the order's logs; another company's are 404.
    const ofLine = await call(
      'GET',
      `/api/employee_products/${line!.uuid}/show_status`,
      company.memberHeaders,
    );
    expect(ofLine.statusCode, ofLine.body).toBe(200);
    expect(ofLine.json().employee_products.map((row: { staff_id: string }) => row.staff_id)).toEqual([
      '007',
      '008',
    ]);
    const logs = await call('GET', `/api/employee_products/${uuid}/get_logs`, company.memberHeaders);
    expect(logs.statusCode).toBe(200);
    expect(logs.json().logs[0]).toMatchObject({ title: expect.any(String), message: expect.any(String) });
    // The export: no id column, no column empty on every row, staff ids as text.
    const exported = await call(
      'GET',
      `/api/orders/${uuid}/employee_products/export.xlsx`,
      company.memberHeaders,
    );
    expect(exported.statusCode).toBe(200);
    const sheet = (await readXlsx(exported.rawPayload)).get('Employees')!;
    expect(rowValues(sheet, 1)).toEqual(['Product', 'Staff ID', 'Name', 'Size', 'Qty', 'Status']);
    expect(sheet.get(2)!.get('B')!.value).toBe('007');
    expect(
      (await call('GET', `/api/orders/${uuid}/employee_products/export.xlsx`, stranger.inChargeHeaders))
        .statusCode,
    ).toBe(404);
    // RFID tags and the production job of the line (spec 03 section 7).
    const tags = await call('GET', `/api/kart_items/${line!.uuid}/rfid_tags`, company.memberHeaders);
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json().rfid_tags).toHaveLength(2);
    expect(tags.json().rfid_tags[0]).toMatchObject({ staff_id: '007', name: 'Ann', size: 'M' });
    expect(tags.json().rfid_tags[0].tag_code).toMatch(/^[0-9A-F]{24}$/);
    const again = await call('GET', `/api/kart_items/${line!.uuid}/rfid_tags`, company.memberHeaders);
    expect(again.json().rfid_tags[0].tag_code).toBe(tags.json().rfid_tags[0].tag_code);
    const job = await call('GET', `/api/job_items/${line!.uuid}`, company.memberHeaders);
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json().job_item).toMatchObject({
      id: line!.uuid,
      order_uuid: uuid,
      status_counts: { ready: 1, pending: 1 },
    });
    expect((await call('GET', '/api/job_items/not-a-uuid', company.memberHeaders)).statusCode).toBe(422);
    for (const url of [
      `/api/employee_products/${line!.uuid}/show_status`,
      `/api/employee_products/${uuid}/get_logs`,
      `/api/kart_items/${line!.uuid}/rfid_tags`,
      `/api/job_items/${line!.uuid}`,
    ]) {
      expect((await call('GET', url, stranger.inChargeHeaders)).statusCode).toBe(404);
    }
  });
});

describe('shipments', () => {
  async function approvedOrder() {
    const company = await companyWithMember();
    const stranger = await companyWithMember();
    const uuid = await placeOrder(company.memberHeaders, company);
    await call('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, { to: 'order_approved' });
    const detail = (await call('GET', `/api/admin/orders/${uuid}`, providerHeaders)).json();
    return { company, stranger, uuid, itemUuid: detail.items[0].items[0].uuid as string };
  }

  it('ships in two parcels, derives the ship status, and mails each tracking once', async () => {
    const { company, uuid, itemUuid } = await approvedOrder();
    const first = await call('POST', `/api/admin/orders/${uuid}/shipments`, providerHeaders, {
      track_no: 'TRK-1',
      url_shipment: 'https://track.example/TRK-1',
      estimated_min: '2026-12-01',
      estimated_max: '2026-12-03',
      message: 'First box',
      packages: [{ packed_in: 'Box 1', items: [{ order_item_id: itemUuid, qtys: { M: 3 } }] }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order.ship_status).toBe('partially_shipped');

    const tooMany = await call('POST', `/api/admin/orders/${uuid}/shipments`, providerHeaders, {
      packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: 1, L: 2 } }] }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.full_messages[0]).toMatch(/nothing is left to ship in size M/);

    const second = await call('POST', `/api/admin/orders/${uuid}/shipments`, providerHeaders, {
      track_no: 'TRK-2',
      packages: [{ packed_in: 'Box 2', items: [{ order_item_id: itemUuid, qtys: { L: 2 } }] }],
    });
    expect(second.statusCode, second.body).toBe(201);

    const buyerView = (await call('GET', `/api/orders/${uuid}`, company.memberHeaders)).json();
    expect(buyerView.order.ship_status).toBe('shipped');
    expect(buyerView.order.shipping_logs).toHaveLength(2);
    expect(buyerView.order.shipping_logs[0]).toMatchObject({
      number: 1,
      track_no: 'TRK-1',
      estimated_min: '2026-12-01',
      log_items: [
        { packed_in: 'Box 1', package_items: [{ shipped_qtys: 'M: 3', total_qtys: 3, item_total_qtys: 5 }] },
      ],
    });
    const row = await orderRow(uuid);
    expect(await mailsOf(row.id, 'shipment_1')).toBe(1);
    expect(await mailsOf(row.id, 'shipment_2')).toBe(1);

    const pdf = await call('GET', buyerView.order.shipping_logs[1].delivery_order_url, company.memberHeaders);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('hides another company’s delivery orders and refuses bad parcels without writing', async () => {
    const { company, stranger, uuid, itemUuid } = await approvedOrder();
    const shipped = await call('POST', `/api/admin/orders/${uuid}/shipments`, providerHeaders, {
      packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: 1 } }] }],
    });
    const log = shipped.json().order.shipping_logs[0];
    expect((await call('GET', log.delivery_order_url, stranger.inChargeHeaders)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${uuid}`, stranger.inChargeHeaders)).statusCode).toBe(404);
    const otherOrder = await placeOrder(company.memberHeaders, company);
    expect(
      (await call('GET', `/api/orders/${otherOrder}/delivery_orders/${log.id}`, company.memberHeaders))
        .statusCode,
    ).toBe(404);

    for (const body of [
      { packages: [] },
      { packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: -1 } }] }] },
      { packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: 0 } }] }] },
      { packages: [{ items: [{ order_item_id: crypto.randomUUID(), qtys: { M: 1 } }] }] },
      {
        url_shipment: 'javascript:alert(1)',
        packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: 1 } }] }],
      },
      {
        estimated_min: '2026-12-05',
        estimated_max: '2026-12-01',
        packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: 1 } }] }],
      },
      // A day that does not exist is refused here, not by the database.
      { estimated_min: '2026-02-31', packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: 1 } }] }] },
    ]) {
      const response = await call('POST', `/api/admin/orders/${uuid}/shipments`, providerHeaders, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const after = (await call('GET', `/api/orders/${uuid}`, company.memberHeaders)).json();
    expect(after.order.shipping_logs).toHaveLength(1);
    expect(
      (
        await call('POST', `/api/admin/orders/${uuid}/shipments`, company.inChargeHeaders, {
          packages: [{ items: [{ order_item_id: itemUuid, qtys: { M: 1 } }] }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to ship an order that is not approved yet', async () => {
    const company = await companyWithMember();
    const uuid = await placeOrder(company.memberHeaders, company);
    const detail = (await call('GET', `/api/admin/orders/${uuid}`, providerHeaders)).json();
    const response = await call('POST', `/api/admin/orders/${uuid}/shipments`, providerHeaders, {
      packages: [{ items: [{ order_item_id: detail.items[0].items[0].uuid, qtys: { M: 1 } }] }],
    });
    expect(response.statusCode).toBe(409);
  });
});
