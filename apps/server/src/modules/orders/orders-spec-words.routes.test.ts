import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, recurringOrderSchedules } from '../../db/schema.ts';
import {
  createInventory,
  createProviderStaff,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 22 items 13 and 14: GET orders/overview, and the spec's words (spec 03 sections 2.4, 3 and 7) on the order
 * detail, its logs and line statuses, the list's parameters, the recurring delete and the delivery-order link.
 */
let testApp: TestApp;
type Headers = Record<string, string>;
type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;
let provider: Headers;
let buyer: Buyer;
let stranger: Buyer;
/** The buyer's roster order: approved (invoice issued), one parcel shipped, a location, statuses set. */
let worked: { uuid: string; uid: string };
let itemUuid: string;

const ROSTER: Array<Record<string, string>> = [
  {
    staff_id: '007',
    name: 'Ana Lim',
    department: 'Front Office',
    product1_size: 'M',
    product1_qty: '1',
    laundry_id: 'LD-7',
    locker_id: 'LK-12',
    cost_center: 'CC-100',
    uniform_code: 'UC-A',
  },
  { staff_id: '008', name: 'Ben Tan', department: 'Kitchen', product1_size: 'L', product1_qty: '1' },
];

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { app, database } = testApp;
  const { db } = database;
  await allowSingaporeOrders(db);
  provider = await signIn(app, (await createProviderStaff(db)).email);
  buyer = await buyerReadyToOrder(app, db, { productTitle: 'Front Desk Polo' });
  stranger = await buyerReadyToOrder(app, db);

  worked = await placeRosterOrder(app, buyer, ROSTER);
  const located = await call('GET', `/api/employee_products/${worked.uuid}/show_location`, buyer.headers);
  expect(located.statusCode, located.body).toBe(200);
  const line = located.json().unassigned[0];
  itemUuid = line.item_id;
  const ana = line.employee_groups[0].employee_products.find(
    (row: { name: string }) => row.name === 'Ana Lim',
  );
  const added = await call('PUT', `/api/orders/${worked.uuid}/add_location`, buyer.headers, {
    name: 'Harbour Hotel',
    address_id: buyer.address.id,
    items: [{ item_id: itemUuid, employee_product_ids: [ana.id] }],
  });
  expect(added.statusCode, added.body).toBe(200);

  const approved = await call('POST', `/api/admin/orders/${worked.uuid}/transition`, provider, {
    to: 'order_approved',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const dated = await call('PUT', `/api/admin/orders/${worked.uuid}/order_items/${itemUuid}`, provider, {
    due_date: '2026-12-24',
  });
  expect(dated.statusCode, dated.body).toBe(200);
  const shipped = await call('POST', `/api/admin/orders/${worked.uuid}/shipments`, provider, {
    track_no: 'TRK-1',
    packages: [{ packed_in: 'Box 1', items: [{ order_item_id: itemUuid, qtys: { M: 1 } }] }],
  });
  expect(shipped.statusCode, shipped.body).toBe(201);
  const rows = await call('GET', `/api/employee_products/${itemUuid}/show_status`, buyer.headers);
  const anaRow = rows.json().employee_products.find((row: { name: string }) => row.name === 'Ana Lim');
  const marked = await call('PUT', `/api/admin/orders/${worked.uuid}/employee_products/status`, provider, {
    ids: [anaRow.id],
    product_status: 'shipped',
  });
  expect(marked.statusCode, marked.body).toBe(200);
}, 180_000);
afterAll(() => testApp.close());

describe('GET /api/orders/overview', () => {
  it("counts the caller's orders by status, every status listed, and sends the latest first", async () => {
    const pending = await placeRosterOrder(testApp.app, buyer, [ROSTER[1]!]);
    const answer = await call('GET', '/api/orders/overview', buyer.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = answer.json();
    // The worked order's first parcel made it Partly shipped.
    expect(overview.counts).toMatchObject({
      order_pending: 1,
      order_approved: 0,
      order_partly_shipped: 1,
      order_completed: 0,
    });
    expect(overview.total).toBe(2);
    expect(overview.latest_orders.map((order: { uid: string }) => order.uid)).toEqual([
      pending.uid,
      worked.uid,
    ]);
    // The latest orders read as the list's rows do (links aside: they are signed anew on each answer).
    const withoutLinks = ({ invoice_url, delivery_orders, ...order }: Record<string, unknown>) => order;
    const list = await call('GET', '/api/orders?per_page=5', buyer.headers);
    expect(overview.latest_orders.map(withoutLinks)).toEqual(list.json().orders.map(withoutLinks));
  });

  it('shows another company nothing of these orders, and a colleague only the teams they joined', async () => {
    const theirs = (await call('GET', '/api/orders/overview', stranger.headers)).json();
    expect(theirs.total).toBe(0);
    expect(theirs.latest_orders).toEqual([]);
    const { db } = testApp.database;
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const colleagueView = (
      await call('GET', '/api/orders/overview', await signIn(testApp.app, colleague.email))
    ).json();
    expect(colleagueView).toMatchObject({ total: 0, latest_orders: [] });
  });

  it('needs a customer session: 401 signed out, 403 for provider staff', async () => {
    expect((await call('GET', '/api/orders/overview', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/orders/overview', provider)).statusCode).toBe(403);
  });

  it('is described in /api/docs', async () => {
    const document = await call('GET', '/api/docs/json', {});
    expect(document.json().paths['/api/orders/overview']?.get).toBeDefined();
  });
});

describe('GET /api/orders/{id} in the spec’s words', () => {
  it('carries pay_status, order_addresses and each line’s product_status, RFID flag and inventory', async () => {
    const { order, items, order_addresses } = (
      await call('GET', `/api/orders/${worked.uuid}`, buyer.headers)
    ).json();
    expect(order.pay_status).toBe('invoice_awaiting_payment');
    expect(order_addresses).toEqual([
      expect.objectContaining({ name: 'Harbour Hotel', total_qty: 1, address: expect.any(Object) }),
    ]);
    // Ana's garment is shipped, Ben's still pending: the line is as far as its least advanced garment.
    expect(items[0].items[0]).toMatchObject({
      product_status: 'pending',
      is_contain_rfid_tag: true,
      inventory_uuid: null,
    });
  });

  it('names the inventory a line tops up, and says Draft before the invoice and no location', async () => {
    const { db } = testApp.database;
    const plain = await placeRosterOrder(testApp.app, buyer, [ROSTER[1]!]);
    const inventory = await createInventory(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      savedProductId: buyer.savedProduct.id,
    });
    const [row] = await db.select().from(orders).where(eq(orders.uuid, plain.uuid));
    await db.update(orderItems).set({ inventoryId: inventory.id }).where(eq(orderItems.orderId, row!.id));
    const answer = (await call('GET', `/api/orders/${plain.uuid}`, buyer.headers)).json();
    expect(answer.order.pay_status).toBe('invoice_draft');
    expect(answer.order_addresses).toEqual([]);
    expect(answer.items[0].items[0].inventory_uuid).toBe(inventory.uuid);
  });

  it("answers 404 for another company's order", async () => {
    expect((await call('GET', `/api/orders/${worked.uuid}`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('show_status and get_logs in the spec’s words', () => {
  it('show_status rows carry laundry_id, locker_id, cost_center and uniform_code', async () => {
    const answer = await call('GET', `/api/employee_products/${itemUuid}/show_status`, buyer.headers);
    expect(answer.statusCode).toBe(200);
    const ana = answer.json().employee_products.find((row: { name: string }) => row.name === 'Ana Lim');
    expect(ana).toMatchObject({
      laundry_id: 'LD-7',
      locker_id: 'LK-12',
      cost_center: 'CC-100',
      uniform_code: 'UC-A',
    });
    const ben = answer.json().employee_products.find((row: { name: string }) => row.name === 'Ben Tan');
    expect(ben).toMatchObject({ laundry_id: null, locker_id: null, cost_center: null, uniform_code: null });
  });

  it('get_logs answers each log with its job_id and messages naming the lines it is about', async () => {
    const answer = await call('GET', `/api/employee_products/${worked.uuid}/get_logs`, buyer.headers);
    expect(answer.statusCode).toBe(200);
    const logs = answer.json().logs as Array<{
      title: string;
      job_id: string;
      messages: Array<{ time: string; message: string; items: Array<{ name: string }> }>;
    }>;
    for (const log of logs) {
      expect(log.job_id).toBe(worked.uid);
      expect(log.messages).toHaveLength(1);
      expect(Date.parse(log.messages[0]!.time)).not.toBeNaN();
    }
    const itemsOf = (title: string) => logs.find((log) => log.title === title)?.messages[0]?.items;
    expect(itemsOf('Parcel 1 shipped')).toEqual([{ name: 'Front Desk Polo' }]);
    expect(itemsOf('Finishing date')).toEqual([{ name: 'Front Desk Polo' }]);
    expect(itemsOf('Product status')).toEqual([{ name: 'Front Desk Polo' }]);
    expect(itemsOf('Order placed')).toEqual([]);
  });

  it("answers 404 for another company's order or line", async () => {
    expect(
      (await call('GET', `/api/employee_products/${worked.uuid}/get_logs`, stranger.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/employee_products/${itemUuid}/show_status`, stranger.headers)).statusCode,
    ).toBe(404);
  });
});

describe("the orders list's parameters", () => {
  const uidsOf = async (query: string, headers: Headers = buyer.headers) => {
    const answer = await call('GET', `/api/orders?${query}`, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().orders.map((order: { uid: string }) => order.uid) as string[];
  };

  it('filters by product_id, the spec’s name for the saved products filter', async () => {
    const other = await createSavedProduct(testApp.database.db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      teamId: buyer.team.id,
      productId: buyer.product.id,
      title: 'Chef Apron',
    });
    const apronOrder = await placeRosterOrder(testApp.app, buyer, [ROSTER[1]!], other.uuid);
    expect(await uidsOf(`product_id=${other.uuid}`)).toEqual([apronOrder.uid]);
    expect(await uidsOf(`product_id=${buyer.savedProduct.uuid}`)).not.toContain(apronOrder.uid);
    expect(await uidsOf(`product_id=${stranger.savedProduct.uuid}`)).toEqual([]);
    const exported = await call('GET', `/api/orders/export_csv?product_id=${other.uuid}`, buyer.headers);
    expect(exported.body).toContain(apronOrder.uid);
    expect(exported.body).not.toContain(worked.uid);
  });

  it('refuses an unknown parameter with 422 naming it, instead of ignoring it', async () => {
    for (const path of ['/api/orders', '/api/orders/export_csv']) {
      const answer = await call('GET', `${path}?product_ids=x&colour=red`, buyer.headers);
      expect(answer.statusCode, path).toBe(422);
      expect(answer.json().errors.full_messages.join(' ')).toMatch(
        /Unknown parameters: .*product_ids.*colour/,
      );
    }
    expect((await call('GET', '/api/orders?product_id=not-a-uuid', buyer.headers)).statusCode).toBe(422);
  });
});

describe('DELETE /api/recurring_order_schedules with the id in the body', () => {
  async function schedule(headers: Headers, orderUuid: string) {
    const created = await call('POST', '/api/recurring_order_schedules', headers, {
      recurring_order: { order_id: orderUuid, frequency: 2, days: ['monday'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().recurring_order.id as number;
  }
  const remaining = async (id: number) =>
    (
      await testApp.database.db
        .select()
        .from(recurringOrderSchedules)
        .where(eq(recurringOrderSchedules.id, id))
    ).length;

  it('stops the schedule, as a number or as text, like DELETE .../{id}', async () => {
    const first = await schedule(buyer.headers, worked.uuid);
    const stopped = await call('DELETE', '/api/recurring_order_schedules', buyer.headers, { id: first });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().message).toBe('The recurring order was stopped.');
    expect(await remaining(first)).toBe(0);
    const second = await schedule(buyer.headers, worked.uuid);
    expect(
      (await call('DELETE', '/api/recurring_order_schedules', buyer.headers, { id: String(second) }))
        .statusCode,
    ).toBe(200);
    const third = await schedule(buyer.headers, worked.uuid);
    expect((await call('DELETE', `/api/recurring_order_schedules/${third}`, buyer.headers)).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another company's schedule and 422 for a missing or bad id, deleting nothing", async () => {
    const mine = await schedule(buyer.headers, worked.uuid);
    expect(
      (await call('DELETE', '/api/recurring_order_schedules', stranger.headers, { id: mine })).statusCode,
    ).toBe(404);
    for (const body of [{}, { id: 'abc' }, { id: -1 }, { id: true }, { id: 1.5 }, { id: '99999999999' }]) {
      const answer = await call('DELETE', '/api/recurring_order_schedules', buyer.headers, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().errors.full_messages.length).toBeGreaterThan(0);
    }
    expect(await remaining(mine)).toBe(1);
  });
});

describe('a delivery-order link', () => {
  it('opens without a session, so a forwarded link works, and the session-only path still needs one', async () => {
    const detail = (await call('GET', `/api/orders/${worked.uuid}`, buyer.headers)).json();
    const link = detail.order.delivery_orders[0].url as string;
    expect(link).toMatch(/\/api\/orders\/.+\/delivery_orders\/.+\?expires=\d+&token=.+/);
    expect(detail.order.shipping_logs[0].delivery_order_url).toMatch(/\?expires=\d+&token=/);
    const forwarded = await call('GET', link, {});
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.headers['content-type']).toBe('application/pdf');
    expect(forwarded.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const billing = (await call('GET', '/api/billings', buyer.headers)).json();
    const row = billing.billings.find((each: { uid: string }) => each.uid === worked.uid);
    expect((await call('GET', row.delivery_orders[0].url, {})).statusCode).toBe(200);

    expect((await call('GET', link.split('?')[0]!, {})).statusCode).toBe(401);
    expect((await call('GET', link.split('?')[0]!, stranger.headers)).statusCode).toBe(404);
  });

  it('is refused (403) when altered, expired, or moved to another parcel or order', async () => {
    const detail = (await call('GET', `/api/orders/${worked.uuid}`, buyer.headers)).json();
    const link = new URL(detail.order.delivery_orders[0].url as string, 'http://localhost');
    const expires = link.searchParams.get('expires')!;
    const token = link.searchParams.get('token')!;
    const other = await placeRosterOrder(testApp.app, buyer, [ROSTER[1]!]);
    const shipment = link.pathname.split('/').pop()!;
    for (const url of [
      `${link.pathname}?expires=${expires}&token=${token.slice(0, -2)}xx`,
      `${link.pathname}?expires=${Number(expires) + 60}&token=${token}`,
      `${link.pathname}?expires=1700000000&token=${token}`,
      `/api/orders/${other.uuid}/delivery_orders/${shipment}?expires=${expires}&token=${token}`,
      `/api/orders/${worked.uuid}/delivery_orders/${crypto.randomUUID()}?expires=${expires}&token=${token}`,
    ]) {
      const answer = await call('GET', url, {});
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toBe('This delivery order link is invalid or has expired.');
    }
    for (const url of [
      `${link.pathname}?expires=${expires}`,
      `${link.pathname}?token=${token}`,
      `${link.pathname}?expires=x&token=y`,
    ]) {
      expect((await call('GET', url, {})).statusCode, url).toBe(422);
    }
  });
});
