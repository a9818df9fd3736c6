import { calendarDay, DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { defaultReportRange } from '@livery/domain/report-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema.ts';
import { signUserLink } from '../../storage/signed-user-links.ts';
import { createProduct, createProviderStaff, signIn } from '../../test/factories.ts';
import {
  allowSingaporeOrders,
  buyerReadyToOrder,
  placeRosterOrder,
  placeSizedOrder,
} from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runStatement } from './reports.repository.ts';

const SECRET_KEY = 'report-export-test-secret-key-0123456789abcdef';
let testApp: TestApp;
let providerHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp({ SECRET_KEY });
  await allowSingaporeOrders(testApp.database.db);
  providerHeaders = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
});
afterAll(() => testApp.close());

const person = (staffId: string, size: string, qty = '1') => ({
  staff_id: staffId,
  name: `Person ${staffId}`,
  product1_size: size,
  product1_qty: qty,
});

function get(headers: Record<string, string> | undefined, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

/** A buyer with two pending orders of their polo: 3 pieces (M, M, L) and 1 piece (S); the second approved. */
async function buyerWithOrders() {
  const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
  const first = await placeRosterOrder(testApp.app, buyer, [person('1', 'M', '2'), person('2', 'L')]);
  const second = await placeRosterOrder(testApp.app, buyer, [person('3', 'S')]);
  // The provider's approval issues the invoice the paid and outstanding cards read.
  const approved = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${second.uuid}/transition`,
    headers: providerHeaders,
    payload: { to: 'order_approved' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const rows = await testApp.database.db.select().from(orders).where(eq(orders.companyId, buyer.company.id));
  const totalOf = (uuid: string) => rows.find((row) => row.uuid === uuid)!.total;
  return { buyer, first, second, totals: { first: totalOf(first.uuid), second: totalOf(second.uuid) } };
}

describe('the report', () => {
  it("covers the default range on the provider's calendar when no dates are given, and says which days", async () => {
    const { buyer } = await buyerWithOrders();
    const today = calendarDay(new Date(), DEFAULT_TIME_ZONE);
    const range = defaultReportRange(today);
    const answer = (await get(buyer.headers, '/api/reports/report')).json();
    expect(answer.range).toEqual({ from_date: range.from, to_date: range.to, today });
    const chosen = (
      await get(buyer.headers, '/api/reports/report?from_date=2026-01-01&to_date=2026-01-31')
    ).json();
    expect(chosen.range).toEqual({ from_date: '2026-01-01', to_date: '2026-01-31', today });
  });

  it('adds up the last 30 days in SQL: spending, paid and outstanding, sizes, products, statuses and orders', async () => {
    const { buyer, first, second, totals } = await buyerWithOrders();
    const response = await get(buyer.headers, '/api/reports/report');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.finance_reporting).toEqual({
      total_spending: totals.first + totals.second,
      // Nothing is paid yet; the approved order's invoice is owed.
      total_paid: 0,
      total_outstanding: totals.second,
      currency: 'SGD',
      note: null,
    });
    expect(report.purchased_patterns).toEqual({
      date_purchased: 2,
      products_purchased: 1,
      sizes_purchased: 4,
      invoices_outstanding: 1,
      sizes_details: [
        { size: 'S', qty: 1 },
        { size: 'M', qty: 2 },
        { size: 'L', qty: 1 },
      ],
    });
    expect(report.products).toEqual([
      expect.objectContaining({ id: buyer.product.uuid, total_qty: 4, sizes: ['S', 'M', 'L'] }),
    ]);
    expect(report.status_mix).toEqual(
      expect.arrayContaining([
        { status: 'order_pending', count: 1 },
        { status: 'order_approved', count: 1 },
      ]),
    );
    expect(report.orders.map((order: { uuid: string }) => order.uuid)).toEqual([second.uuid, first.uuid]);
    expect(report.orders[1]).toMatchObject({
      gross: totals.first,
      products: [{ product_name: 'Front Desk Polo' }],
    });
    expect(report.spending_over_time.period).toBe('day');
    expect(report.spending_over_time.points).toHaveLength(1);
    // Named as the buyer saved it, not by the catalogue's title.
    expect(report.all_products).toEqual([{ id: buyer.product.uuid, title: 'Front Desk Polo' }]);
    expect(report.products[0].title).toBe('Front Desk Polo');
  });

  it('with products chosen, counts only their lines, hides the payment cards and says GST is not included', async () => {
    const { buyer } = await buyerWithOrders();
    const report = (await get(buyer.headers, `/api/reports/report?product_id=${buyer.product.uuid}`)).json();
    expect(report.finance_reporting).toMatchObject({
      total_spending: 4 * 2500,
      total_paid: null,
      total_outstanding: null,
      note: 'Not included GST or any extra fees.',
    });
    expect(report.purchased_patterns.invoices_outstanding).toBeNull();
  });

  it("lists every product of the range as a choice, and counts only the chosen products' pieces, colours and sizes", async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const placed = await placeSizedOrder(testApp.app, buyer, { S: 2, M: 3 });
    const apron = await createProduct(testApp.database.db, { title: 'Apron' });
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, placed.uuid));
    const line = (productId: number, apparelColor: string | null, qtyOptions: Record<string, number>) => {
      const totalQty = Object.values(qtyOptions).reduce((sum, qty) => sum + qty, 0);
      return {
        orderId: order!.id,
        productId,
        // The buyer's names for the products (their saved products), which the report goes by.
        title: productId === apron.id ? 'Kitchen Apron' : 'Front Desk Polo',
        apparelColor,
        qtyOptions,
        totalQty,
        unitPrice: 2500,
        surcharge: 0,
        amount: totalQty * 2500,
      };
    };
    await testApp.database.db
      .insert(orderItems)
      .values([
        line(apron.id, 'Red', { L: 4 }),
        line(apron.id, 'Black', { L: 1, XL: 2 }),
        line(apron.id, null, { S: 1 }),
        line(buyer.product.id, null, { M: 5 }),
      ]);
    const everything = (await get(buyer.headers, '/api/reports/report')).json();
    expect(
      everything.products.map((product: { id: string; total_qty: number }) => [
        product.id,
        product.total_qty,
      ]),
    ).toEqual([
      [buyer.product.uuid, 10],
      [apron.uuid, 8],
    ]);
    expect(everything.all_products).toEqual([
      { id: buyer.product.uuid, title: 'Front Desk Polo' },
      { id: apron.uuid, title: 'Kitchen Apron' },
    ]);
    const chosen = (await get(buyer.headers, `/api/reports/report?product_id=${apron.uuid}`)).json();
    expect(chosen.products).toEqual([
      {
        id: apron.uuid,
        title: 'Kitchen Apron',
        sku: apron.sku,
        colors: ['Black', 'Red'],
        sizes: ['S', 'L', 'XL'],
        sizes_detail: [
          { size: 'S', qty: 1 },
          { size: 'L', qty: 5 },
          { size: 'XL', qty: 2 },
        ],
        total_qty: 8,
      },
    ]);
    expect(chosen.all_products).toEqual(everything.all_products);
    expect(chosen.purchased_patterns).toMatchObject({ products_purchased: 1, sizes_purchased: 8 });
  });

  it('filters by date, status, team and member, and never counts Draft, Quotes or Cancelled', async () => {
    const { buyer, second } = await buyerWithOrders();
    const count = async (query: string) =>
      (await get(buyer.headers, `/api/reports/report?${query}`)).json().purchased_patterns.date_purchased;
    expect(await count('status=order_approved')).toBe(1);
    expect(await count('from_date=2020-01-01&to_date=2020-12-31')).toBe(0);
    expect(await count(`team_id=${buyer.team.id}`)).toBe(2);
    await testApp.database.db
      .update(orders)
      .set({ orderStatus: 'order_cancelled' })
      .where(eq(orders.uuid, second.uuid));
    expect(await count('')).toBe(1);
    for (const refused of [
      'status=order_draft',
      'status=order_cancelled',
      'from_date=2026-13-45',
      'team_id=abc',
    ]) {
      expect(
        (await get(buyer.headers, `/api/reports/report?${refused}`)).statusCode,
        refused,
      ).toBeGreaterThanOrEqual(400);
    }
    const memberWithoutTeam = await get(buyer.headers, '/api/reports/report?user_id=1');
    expect(memberWithoutTeam.statusCode).toBe(422);
    expect(memberWithoutTeam.json().message).toBe('Choose one team to filter by a member');
  });

  it('never shows another company: its team id and its member match nothing', async () => {
    const { buyer } = await buyerWithOrders();
    const other = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const mine = (await get(other.headers, '/api/reports/report')).json();
    expect(mine.purchased_patterns.date_purchased).toBe(0);
    expect(mine.orders).toEqual([]);
    const theirs = await get(other.headers, `/api/reports/report?team_id=${buyer.team.id}`);
    expect(theirs.json().purchased_patterns.date_purchased).toBe(0);
    expect(theirs.json().finance_reporting.total_spending).toBe(0);
  });

  it('the laundry report has no order table', async () => {
    const { buyer } = await buyerWithOrders();
    const report = (await get(buyer.headers, '/api/reports/report?order_type=laundry_order')).json();
    expect(report.orders).toEqual([]);
    expect(report.purchased_patterns.date_purchased).toBe(0);
  });
});

describe('the report export link', () => {
  async function exportLink(headers: Record<string, string>, query = '') {
    const response = await get(headers, `/api/reports/export_link?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().url as string;
  }

  it('downloads CSV and XLSX with the current filters, without auth headers', async () => {
    const { buyer, first, second } = await buyerWithOrders();
    const url = await exportLink(buyer.headers, 'status=order_pending');
    expect(url).toMatch(new RegExp(`^/api/share_links/${buyer.user.uuid}/report\\?`));
    const csv = await get(undefined, url);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="report-\d{4}-\d{2}-\d{2}-to-/);
    expect(csv.body).toContain(first.uid);
    expect(csv.body).not.toContain(second.uid);
    const xlsx = await get(undefined, `${url}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a tampered, expired or borrowed link', async () => {
    const { buyer } = await buyerWithOrders();
    const other = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const url = await exportLink(buyer.headers);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const tampered = url.replace(`token=${token}`, `token=${token.slice(0, -2)}AA`);
    expect((await get(undefined, tampered)).statusCode).toBe(403);
    const borrowed = url.replace(buyer.user.uuid, other.user.uuid);
    expect((await get(undefined, borrowed)).statusCode).toBe(403);
    const longer = url.replace(/expires=\d+/, (match) => `expires=${Number(match.split('=')[1]) + 3600}`);
    expect((await get(undefined, longer)).statusCode).toBe(403);
    const old = signUserLink(
      SECRET_KEY,
      'report-export',
      buyer.user.uuid,
      new Date(Date.now() - 60 * 60 * 1000),
    );
    const expired = `/api/share_links/${buyer.user.uuid}/report?expires=${old.expires}&token=${old.token}`;
    const refused = await get(undefined, expired);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This export link is invalid or has expired. Export the report again.',
    );
  });
});

describe('the sizes kept beside the order lines', () => {
  type KeptSize = {
    order_item_id: number;
    order_id: number;
    product_id: number | null;
    size: string;
    qty: number;
  };
  /** Every line's sizes as the report used to expand them, and as they are kept, in one order. */
  async function derivedAndKept() {
    const db = testApp.database.db;
    const order = sql`order by 1, 2, 3, 4, 5`;
    const derived = await runStatement<KeptSize>(
      db,
      sql`select l.id as order_item_id, l.order_id, l.product_id, q.key as size, q.value::int as qty
        from order_items l cross join lateral jsonb_each_text(l.qty_options) q ${order}`,
    );
    const kept = await runStatement<KeptSize>(
      db,
      sql`select order_item_id, order_id, product_id, size, qty from order_item_sizes ${order}`,
    );
    return { derived, kept };
  }

  it("equal the lines' own quantities over random orders, however the lines are written, changed or deleted", async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    // A fixed seed: the same "random" orders on every run, so a failure can be replayed.
    let seed = 109;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
    const randomQuantities = () =>
      Object.fromEntries(SIZES.filter(() => random(2) === 1).map((size) => [size, 1 + random(40)] as const));
    const placed = [];
    for (let i = 0; i < 6; i++) {
      const quantities = randomQuantities();
      placed.push(
        await placeSizedOrder(testApp.app, buyer, Object.keys(quantities).length > 0 ? quantities : { M: 1 }),
      );
    }
    placed.push(await placeRosterOrder(testApp.app, buyer, [person('1', 'M', '2'), person('2', 'L')]));
    // Lines written straight to the table (as seeds and the bench do) in one multi-row statement, one without sizes.
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, placed[0]!.uuid));
    const written = await testApp.database.db
      .insert(orderItems)
      .values(
        [...Array(20).keys()].map((index) => {
          const quantities = index === 0 ? {} : randomQuantities();
          const totalQty = Object.values(quantities).reduce((sum, qty) => sum + qty, 0);
          return {
            orderId: order!.id,
            productId: buyer.product.id,
            title: `Line ${index}`,
            apparelColor: index % 3 === 0 ? null : 'Navy',
            qtyOptions: quantities,
            totalQty,
            unitPrice: 2500,
            surcharge: 0,
            amount: totalQty * 2500,
          };
        }),
      )
      .returning({ id: orderItems.id });
    let state = await derivedAndKept();
    expect(state.kept.length).toBeGreaterThan(20);
    expect(state.kept).toEqual(state.derived);

    // A line whose sizes change is derived again; a change of anything else leaves its rows as they were.
    await testApp.database.db
      .update(orderItems)
      .set({ qtyOptions: { S: 7, '3XL': 1 } })
      .where(eq(orderItems.id, written[1]!.id));
    await testApp.database.db
      .update(orderItems)
      .set({ dueDate: '2030-01-01' })
      .where(eq(orderItems.orderId, order!.id));
    state = await derivedAndKept();
    expect(state.kept).toEqual(state.derived);
    expect(state.kept.filter((row) => row.order_item_id === written[1]!.id)).toEqual([
      expect.objectContaining({ size: '3XL', qty: 1 }),
      expect.objectContaining({ size: 'S', qty: 7 }),
    ]);

    // Deleting an order takes its lines' sizes with it.
    await testApp.database.db.delete(orders).where(eq(orders.id, order!.id));
    state = await derivedAndKept();
    expect(state.kept).toEqual(state.derived);
    expect(state.kept.some((row) => row.order_id === order!.id)).toBe(false);
  });
});
