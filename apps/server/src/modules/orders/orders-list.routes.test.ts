import { calendarDay, DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { ORDER_EXPORT_HEADERS } from '@livery/domain/order-export';
import type { OrderStatus } from '@livery/domain/order-status';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { orders, shipments, teamMembers } from '../../db/schema.ts';
import { createSavedProduct, createUser, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { readXlsx, rowValues } from '../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Spec 03 section 2.2: the orders list's filters, its columns' data, its Export and the PO editing. */
let testApp: TestApp;
type Headers = Record<string, string>;
const ROSTER = [{ staff_id: '001', name: 'Mei Tan', product1_size: 'M', product1_qty: '1' }];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Company A: the buyer (person in charge) in teams One and Two, a colleague (a plain member) in team One only,
 * a saved product of team One and one of the whole company. Company B: a buyer with one order.
 */
let world: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const { app, database } = testApp;
  const { db } = database;
  const buyer = await buyerReadyToOrder(app, db, { productTitle: 'Front Desk Polo' });
  const teamTwo = await insertTeam(db, {
    companyId: buyer.company.id,
    name: 'Kitchen',
    creatorId: buyer.user.id,
  });
  const companyProduct = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    productId: buyer.product.id,
    title: 'Chef Apron',
  });
  const colleague = await createUser(db, { companyId: buyer.company.id, department: null, name: 'Colm Lee' });
  const [membership] = await db
    .insert(teamMembers)
    .values({ teamId: buyer.team.id, userId: colleague.id, email: colleague.email, status: 'joined' })
    .returning();
  const colleagueHeaders = await signIn(app, colleague.email);

  const pendingOne = await placeRosterOrder(app, buyer, ROSTER);
  const approvedTwo = await placeRosterOrder(app, { ...buyer, team: teamTwo }, ROSTER, companyProduct.uuid);
  const colleagues = await placeRosterOrder(
    app,
    { ...buyer, headers: colleagueHeaders },
    ROSTER,
    companyProduct.uuid,
  );
  const cancelledOne = await placeRosterOrder(app, buyer, ROSTER);
  const setStatus = (uuid: string, status: OrderStatus) =>
    db.update(orders).set({ orderStatus: status }).where(eq(orders.uuid, uuid));
  await setStatus(approvedTwo.uuid, 'order_approved');
  await setStatus(cancelledOne.uuid, 'order_cancelled');

  const other = await buyerReadyToOrder(app, db);
  const othersOrder = await placeRosterOrder(app, other, ROSTER);
  const [otherMembership] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, other.team.id), eq(teamMembers.userId, other.user.id)));
  return {
    buyer,
    teamTwo,
    companyProduct,
    colleague: { user: colleague, membershipId: membership!.id, headers: colleagueHeaders },
    placed: { pendingOne, approvedTwo, colleagues, cancelledOne },
    other: { ...other, order: othersOrder, membershipId: otherMembership!.id },
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
  world = await buildWorld();
}, 120_000);
afterAll(() => testApp.close());

function get(url: string, headers: Headers) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

/** The uids a list call answers, and its total. */
async function listed(query: string, headers: Headers = world.buyer.headers) {
  const answer = await get(`/api/orders?${query}`, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { orders: Array<{ uid: string }>; meta: { total_count: number } };
  return { uids: body.orders.map((order) => order.uid).sort(), total: body.meta.total_count };
}

const uidsOf = (...placed: Array<{ uid: string }>) => placed.map((order) => order.uid).sort();

describe('the orders list filters', () => {
  it('narrows to the chosen teams, and counts them from the kept counts as before', async () => {
    const { placed, teamTwo, buyer } = world;
    expect(await listed(`team_ids=${teamTwo.id}`)).toEqual({ uids: uidsOf(placed.approvedTwo), total: 1 });
    const both = await listed(`team_ids=${buyer.team.id},${teamTwo.id}`);
    expect(both.uids).toEqual(
      uidsOf(placed.pendingOne, placed.approvedTwo, placed.colleagues, placed.cancelledOne),
    );
    expect(both.total).toBe(4);
    // The single team_id the console sends still works, alone or beside team_ids.
    expect((await listed(`team_id=${teamTwo.id}`)).uids).toEqual(uidsOf(placed.approvedTwo));
  });

  it("answers an empty list for another company's team, as team_id always did", async () => {
    const foreign = world.other.team.id;
    expect(await listed(`team_ids=${foreign}`)).toEqual({ uids: [], total: 0 });
    expect(await listed(`team_id=${foreign}`)).toEqual({ uids: [], total: 0 });
    expect((await listed(`team_ids=${foreign},${world.teamTwo.id}`)).uids).toEqual(
      uidsOf(world.placed.approvedTwo),
    );
  });

  it('narrows to several statuses', async () => {
    const { placed } = world;
    expect(await listed('status=order_approved,order_cancelled')).toEqual({
      uids: uidsOf(placed.approvedTwo, placed.cancelledOne),
      total: 2,
    });
  });

  it("narrows to a member of the one chosen team, and finds nobody for another company's member", async () => {
    const { buyer, colleague, other, placed } = world;
    expect(await listed(`team_ids=${buyer.team.id}&user_id=${colleague.membershipId}`)).toEqual({
      uids: uidsOf(placed.colleagues),
      total: 1,
    });
    expect(await listed(`team_ids=${buyer.team.id}&user_id=${other.membershipId}`)).toEqual({
      uids: [],
      total: 0,
    });
    // A membership of one team names nobody in another team.
    expect((await listed(`team_ids=${world.teamTwo.id}&user_id=${colleague.membershipId}`)).uids).toEqual([]);
  });

  it('asks for exactly one team before filtering by a member', async () => {
    const { buyer, colleague, teamTwo } = world;
    for (const query of [
      `user_id=${colleague.membershipId}`,
      `team_ids=${buyer.team.id},${teamTwo.id}&user_id=${colleague.membershipId}`,
    ]) {
      const answer = await get(`/api/orders?${query}`, buyer.headers);
      expect(answer.statusCode, query).toBe(422);
      expect(answer.json().message).toBe('Choose one team to filter by a member');
    }
  });

  it('narrows to orders holding a line of the chosen saved products', async () => {
    const { buyer, companyProduct, placed } = world;
    expect(await listed(`saved_product_ids=${companyProduct.uuid}`)).toEqual({
      uids: uidsOf(placed.approvedTwo, placed.colleagues),
      total: 2,
    });
    expect((await listed(`saved_product_ids=${buyer.savedProduct.uuid},${companyProduct.uuid}`)).total).toBe(
      4,
    );
    expect((await listed(`saved_product_ids=${world.other.savedProduct.uuid}`)).uids).toEqual([]);
  });

  it('combines the filters with dates, keyword and paging', async () => {
    const { companyProduct, placed, teamTwo } = world;
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (await listed(`saved_product_ids=${companyProduct.uuid}&from_date=${today}&to_date=${today}`)).uids,
    ).toEqual(uidsOf(placed.approvedTwo, placed.colleagues));
    expect((await listed(`from_date=${tomorrow}`)).total).toBe(0);
    expect(await listed(`keyword=${placed.approvedTwo.uid}&team_ids=${teamTwo.id}`)).toEqual({
      uids: uidsOf(placed.approvedTwo),
      total: 1,
    });
    const page = await get(
      `/api/orders?saved_product_ids=${companyProduct.uuid}&per_page=1&page=2`,
      world.buyer.headers,
    );
    expect(page.json().meta).toMatchObject({ current_page: 2, per_page: 1, total_pages: 2, total_count: 2 });
  });

  it('refuses malformed values with 400 or 422, never a server error', async () => {
    for (const query of [
      'team_ids=abc',
      'team_ids=1;drop table orders',
      'team_ids=99999999999',
      'team_ids=-1',
      'saved_product_ids=1',
      'saved_product_ids=x',
      'user_id=-3',
      'user_id=abc',
      'status=order_bogus',
      'status=%27%20or%201%3D1',
      'from_date=2026-13-45',
      'from_date=2026-02-31',
      'to_date=yesterday',
      'per_page=0',
      'per_page=1000',
      'page=0',
      `team_ids=${'1,'.repeat(3000)}`,
    ]) {
      // The exports take no paging, so page and per_page are only the list's to refuse.
      const paths = /^(page|per_page)=/.test(query)
        ? ['/api/orders']
        : ['/api/orders', '/api/orders/export_csv', '/api/orders/export.xlsx'];
      for (const path of paths) {
        const answer = await get(`${path}?${query}`, world.buyer.headers);
        expect([400, 422], `${path}?${query}: ${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(
          answer.statusCode,
        );
      }
    }
  });

  it('shows a plain member only the orders of their teams, whatever the filters ask', async () => {
    const { colleague, placed, teamTwo, companyProduct } = world;
    expect(await listed('', colleague.headers)).toEqual({
      uids: uidsOf(placed.pendingOne, placed.colleagues, placed.cancelledOne),
      total: 3,
    });
    expect(await listed(`team_ids=${teamTwo.id}`, colleague.headers)).toEqual({ uids: [], total: 0 });
    expect((await listed(`saved_product_ids=${companyProduct.uuid}`, colleague.headers)).uids).toEqual(
      uidsOf(placed.colleagues),
    );
  });
});

describe("the list's columns", () => {
  it('carry PO files, delivery orders, the invoice link and the recurring uid of each order', async () => {
    const { db } = testApp.database;
    const { placed, buyer } = world;
    const [row] = await db.select().from(orders).where(eq(orders.uuid, placed.approvedTwo.uuid));
    const [parcel] = await db.insert(shipments).values({ orderId: row!.id, number: 1 }).returning();
    await db
      .update(orders)
      .set({ recurringOrderUid: placed.pendingOne.uid })
      .where(eq(orders.uuid, placed.approvedTwo.uuid));
    const answer = await get(`/api/orders?team_ids=${world.teamTwo.id}`, buyer.headers);
    const [order] = answer.json().orders;
    expect(order).toMatchObject({
      uid: placed.approvedTwo.uid,
      po_number: 'PO-1',
      po_attachments: [],
      delivery_orders: [
        {
          delivery_order_id: `DO-${row!.id}-1`,
          // Signed, so it opens without a session like the invoice link.
          url: expect.stringMatching(
            new RegExp(
              `^/api/orders/${placed.approvedTwo.uuid}/delivery_orders/${parcel!.uuid}\\?expires=\\d+&token=`,
            ),
          ),
        },
      ],
      invoice_url: null,
      recurring_order_uid: placed.pendingOne.uid,
      team_name: 'Kitchen',
    });
    const pdf = await get(order.delivery_orders[0].url, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });
});

describe("the list's PO editing", () => {
  function upload(headers: Headers, orderId: string, name = 'po.pdf', bytes = PDF) {
    const form = new FormData();
    form.append('order_id', orderId);
    form.append('files[]', new Blob([new Uint8Array(bytes)]), name);
    return testApp.app.inject({ method: 'POST', url: '/api/po_attachments', headers, payload: form });
  }
  const setPo = (headers: Headers, uuid: string, poNumber: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/orders/${uuid}/po_number`,
      headers,
      payload: { po_number: poNumber },
    });

  it('sets and clears the PO number of an order the caller sees, and logs it', async () => {
    const { buyer, colleague, placed } = world;
    const set = await setPo(colleague.headers, placed.pendingOne.uuid, '  PO-2026-77 ');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ message: 'Updated!', po_number: 'PO-2026-77' });
    const detail = (await get(`/api/orders/${placed.pendingOne.uuid}`, buyer.headers)).json();
    expect(detail.order.po_number).toBe('PO-2026-77');
    expect(detail.logs[0].title).toBe('Order details updated');
    // Checkout's rule holds: without PO files, a PO number (or NA) stays.
    const cleared = await setPo(buyer.headers, placed.pendingOne.uuid, '');
    expect(cleared.statusCode).toBe(422);
    expect(cleared.body).toContain('Enter a PO reference (NA if not applicable)');
    expect((await setPo(buyer.headers, placed.pendingOne.uuid, 'PO-1')).json().po_number).toBe('PO-1');
  });

  it("answers 404 for another company's order or a team the caller is not in, and 400/422 for bad input", async () => {
    const { other, colleague, placed, buyer } = world;
    expect((await setPo(buyer.headers, other.order.uuid, 'X')).statusCode).toBe(404);
    expect((await setPo(colleague.headers, placed.approvedTwo.uuid, 'X')).statusCode).toBe(404);
    const tooLong = await setPo(buyer.headers, placed.pendingOne.uuid, 'x'.repeat(101));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('The PO number can be at most 100 characters');
    expect((await setPo(buyer.headers, placed.pendingOne.uuid, 5)).statusCode).toBe(422);
    expect([400, 422]).toContain((await setPo(buyer.headers, 'not-a-uuid', 'X')).statusCode);
  });

  it('adds PO files to an order and removes them; no one else can', async () => {
    const { buyer, other, placed, colleague } = world;
    const added = await upload(buyer.headers, placed.cancelledOne.uuid, 'signed-po.pdf');
    expect(added.statusCode, added.body).toBe(201);
    const [file] = added.json().attachments;
    expect(file.name).toBe('signed-po.pdf');
    const row = (await listed(`status=order_cancelled`)).uids;
    expect(row).toEqual(uidsOf(placed.cancelledOne));
    const listedFiles = (await get('/api/orders?status=order_cancelled', buyer.headers)).json().orders[0]
      .po_attachments;
    expect(listedFiles).toEqual([expect.objectContaining({ id: file.id, name: 'signed-po.pdf' })]);
    expect((await get(listedFiles[0].url, buyer.headers)).statusCode).toBe(200);
    // The cart stays as it was: the file went onto the order.
    const cart = (await get('/api/kart_items', buyer.headers)).json();
    expect(cart.kart.po_attachments).toEqual([]);

    expect((await upload(other.headers, placed.cancelledOne.uuid)).statusCode).toBe(404);
    expect((await upload(buyer.headers, 'nope')).statusCode).toBe(422);
    expect(
      (await upload(buyer.headers, placed.cancelledOne.uuid, 'page.html', Buffer.from('<html>'))).statusCode,
    ).toBe(422);
    const remove = (headers: Headers) =>
      testApp.app.inject({ method: 'DELETE', url: '/api/po_attachments', headers, payload: { id: file.id } });
    expect((await remove(other.headers)).statusCode).toBe(404);
    expect((await remove(colleague.headers)).statusCode).toBe(200);
    expect(
      (await get('/api/orders?status=order_cancelled', buyer.headers)).json().orders[0].po_attachments,
    ).toEqual([]);
    expect((await remove(buyer.headers)).statusCode).toBe(404);
  });
});

/** Parses the export's CSV (no quoted line breaks in these rows). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) => match[1]!).slice(0, -1),
    );
}

describe('the orders export', () => {
  it('sends CSV: a header row and one row per filtered order, formula cells neutralised', async () => {
    const { db } = testApp.database;
    const { buyer, placed } = world;
    await db
      .update(orders)
      .set({ poNumber: '=cmd()', reference: '@SUM(1+1)' })
      .where(eq(orders.uuid, placed.approvedTwo.uuid));
    const answer = await get('/api/orders/export_csv?status=order_approved,order_pending', buyer.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    // File names carry the provider's day, not UTC's.
    const today = calendarDay(new Date(), DEFAULT_TIME_ZONE);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="orders-${today}.csv"`);
    const [header, ...rows] = csvRows(answer.body);
    expect(header).toEqual([...ORDER_EXPORT_HEADERS]);
    expect(rows.map((row) => row[1]).sort()).toEqual(
      uidsOf(placed.pendingOne, placed.approvedTwo, placed.colleagues),
    );
    const approved = rows.find((row) => row[1] === placed.approvedTwo.uid)!;
    expect(approved).toEqual([
      today,
      placed.approvedTwo.uid,
      "'=cmd()",
      'Approved',
      'Not Shipped',
      'Standard',
      expect.stringMatching(/^\d+(\.\d+)?$/),
      'SGD',
      'Kitchen',
      'Test User',
      "'@SUM(1+1)",
    ]);
    expect(answer.body).not.toContain(world.other.order.uid);
  });

  it('matches the list under the same filters, and never holds another company’s orders', async () => {
    const { buyer, companyProduct, colleague } = world;
    for (const query of ['', `saved_product_ids=${companyProduct.uuid}`, `team_ids=${buyer.team.id}`]) {
      const csv = csvRows((await get(`/api/orders/export_csv?${query}`, buyer.headers)).body).slice(1);
      expect(csv.map((row) => row[1]).sort(), query).toEqual((await listed(`${query}&per_page=100`)).uids);
    }
    const theirs = csvRows((await get('/api/orders/export_csv', colleague.headers)).body).slice(1);
    expect(theirs.map((row) => row[1]).sort()).toEqual((await listed('', colleague.headers)).uids);
    // Another company's team, member or product is not found, like a team that does not exist.
    for (const format of ['export_csv', 'export.xlsx']) {
      for (const query of [`team_ids=${world.other.team.id}`, 'team_ids=99999999']) {
        expect((await get(`/api/orders/${format}?${query}`, buyer.headers)).statusCode, query).toBe(404);
      }
    }
  });

  it('sends an XLSX workbook a spreadsheet opens, with the same rows', async () => {
    const { buyer, placed } = world;
    const answer = await get('/api/orders/export.xlsx?status=order_approved', buyer.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = (await readXlsx(answer.rawPayload)).get('Orders')!;
    expect(rowValues(sheet, 1)).toEqual([...ORDER_EXPORT_HEADERS]);
    expect(sheet.size).toBe(2);
    const values = rowValues(sheet, 2);
    expect(values[1]).toBe(placed.approvedTwo.uid);
    expect(values[2]).toBe("'=cmd()");
    expect(typeof values[6]).toBe('number');
  });

  it('walks every order exactly once across keyset batches, even with equal creation times', async () => {
    const { app, database } = testApp;
    const { db } = database;
    const bulk = await buyerReadyToOrder(app, db);
    // 2,345 orders over three batches of 1,000, many sharing a created_at to the microsecond.
    await db.execute(sql`
      insert into orders (uid, company_id, team_id, user_id, order_status, subtotal, gst_rate, gst, total, created_at)
      select 'BULK-' || g, ${bulk.company.id}, ${bulk.team.id}, ${bulk.user.id}, 'order_pending', 100, 9, 9, 109,
        timestamptz '2026-11-01 10:00:00.123456+00' - (g / 7) * interval '1 microsecond'
      from generate_series(1, 2345) g`);
    const csv = csvRows((await get('/api/orders/export_csv', bulk.headers)).body).slice(1);
    expect(csv).toHaveLength(2345);
    expect(new Set(csv.map((row) => row[1])).size).toBe(2345);
    const xlsx = await get('/api/orders/export.xlsx', bulk.headers);
    expect((await readXlsx(xlsx.rawPayload)).get('Orders')!.size).toBe(2346);
  }, 60_000);

  it('needs a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/orders/export_csv' })).statusCode).toBe(401);
  });
});
