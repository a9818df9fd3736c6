import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices, orderItems, orders } from './db/schema.ts';
import { createProviderStaff, signIn } from './test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeSizedOrder } from './test/orders-for-tests.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Days are Singapore's: 16:30 UTC on 31 Oct is 00:30 on 1 Nov there, the day UTC has not reached yet.
const JUST_AFTER_MIDNIGHT_1_NOV = new Date('2026-10-31T16:30:00Z');

let testApp: TestApp;
let providerHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp({ TIME_ZONE: 'Asia/Singapore' }, { movesClockAhead: true });
  await allowSingaporeOrders(testApp.database.db);
  providerHeaders = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
});
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

const get = (headers: Record<string, string> | undefined, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** A buyer with one order placed at 00:30 on 1 Nov in Singapore (31 Oct in UTC). */
async function buyerWithOrderJustAfterMidnight() {
  const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
  const placed = await placeSizedOrder(testApp.app, buyer, { M: 2 });
  await testApp.database.db
    .update(orders)
    .set({ createdAt: JUST_AFTER_MIDNIGHT_1_NOV })
    .where(eq(orders.uuid, placed.uuid));
  return { buyer, placed };
}

describe("the report's days are the provider's", () => {
  it('counts an order placed at 00:30 on 1 Nov in Singapore on 1 Nov, not on 31 Oct as UTC would', async () => {
    const { buyer } = await buyerWithOrderJustAfterMidnight();
    const report = async (from: string, to: string) =>
      (await get(buyer.headers, `/api/reports/report?from_date=${from}&to_date=${to}`)).json();
    const first = await report('2026-11-01', '2026-11-01');
    expect(first.purchased_patterns.date_purchased).toBe(1);
    expect(first.spending_over_time.points).toEqual([{ date: '2026-11-01', total: expect.any(Number) }]);
    expect((await report('2026-10-31', '2026-10-31')).purchased_patterns.date_purchased).toBe(0);
    // A range ending on the last day of October leaves it out; one ending on 1 Nov takes it.
    expect((await report('2026-10-01', '2026-10-31')).purchased_patterns.date_purchased).toBe(0);
    expect((await report('2026-10-01', '2026-11-01')).purchased_patterns.date_purchased).toBe(1);
  });

  it("prints the provider's day in the report's CSV", async () => {
    const { buyer, placed } = await buyerWithOrderJustAfterMidnight();
    const link = await get(buyer.headers, '/api/reports/export_link?from_date=2026-11-01&to_date=2026-11-01');
    expect(link.statusCode, link.body).toBe(200);
    const csv = await get(undefined, link.json().url);
    expect(csv.statusCode, csv.body).toBe(200);
    const row = csv.body.split('\r\n').find((line) => line.startsWith(placed.uid));
    expect(row?.split(',')[1]).toBe('2026-11-01');
  });

  it("defaults to the last 30 days up to today in the provider's zone, and names the export by it", async () => {
    const { buyer } = await buyerWithOrderJustAfterMidnight();
    // 00:30 on 1 Dec in Singapore, still 30 Nov in UTC: today is 1 Dec, the default range 1 Nov to 1 Dec.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T16:30:00Z') });
    const report = (await get(buyer.headers, '/api/reports/report')).json();
    expect(report.purchased_patterns.date_purchased).toBe(1);
    const link = await get(buyer.headers, '/api/reports/export_link');
    const csv = await get(undefined, link.json().url);
    expect(csv.headers['content-disposition']).toContain('filename="report-2026-11-01-to-2026-12-01.csv"');
  });
});

describe("the orders export's days are the provider's", () => {
  it("dates each order and names the file by the provider's day", async () => {
    const { buyer, placed } = await buyerWithOrderJustAfterMidnight();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T16:30:00Z') });
    const csv = await get(buyer.headers, '/api/orders/export_csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('filename="orders-2026-12-01.csv"');
    const row = csv.body.split('\r\n').find((line) => line.includes(placed.uid));
    expect(row?.replace(/^\uFEFF/, '').split(',')[0]).toBe('2026-11-01');
  });
});

describe("the accounting calls' days are the provider's", () => {
  it('filters and prints invoice days in the provider zone', async () => {
    const { buyer, placed } = await buyerWithOrderJustAfterMidnight();
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.uuid}/transition`,
      headers: providerHeaders,
      payload: { to: 'order_approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, placed.uuid));
    // Issued at 00:30 on 1 Nov in Singapore, due at 00:30 on 1 Dec there.
    await testApp.database.db
      .update(invoices)
      .set({ issuedAt: JUST_AFTER_MIDNIGHT_1_NOV, dueAt: new Date('2026-11-30T16:30:00Z') })
      .where(eq(invoices.orderId, order!.id));
    const listed = async (query: string) =>
      (await get(buyer.headers, `/api/reports/get_xero_invoices?${query}`)).json().invoices as Array<{
        date: string;
        due_date: string;
      }>;
    expect(await listed('from_date=2026-11-01&to_date=2026-11-01')).toEqual([
      expect.objectContaining({ date: '2026-11-01', due_date: '2026-12-01' }),
    ]);
    expect(await listed('from_date=2026-10-31&to_date=2026-10-31')).toEqual([]);
    const aged = (await get(buyer.headers, '/api/reports/get_report_aged_receivables_by_contact')).json();
    const cells = aged.report_rows[1].rows[0].cells.map((cell: { value: string }) => cell.value);
    expect(cells.slice(0, 3)).toEqual(['2026-11-01', expect.any(String), '2026-12-01']);
  });
});

describe("the billing list's days are the provider's", () => {
  it('lists an order placed at 00:30 on 1 Nov in Singapore under 1 Nov', async () => {
    const { buyer, placed } = await buyerWithOrderJustAfterMidnight();
    const listed = async (from: string, to: string) =>
      (await get(buyer.headers, `/api/billings?from_date=${from}&to_date=${to}`)).json()
        .billings as unknown[];
    expect(JSON.stringify(await listed('2026-11-01', '2026-11-01'))).toContain(placed.uuid);
    expect(await listed('2026-10-31', '2026-10-31')).toEqual([]);
  });
});

describe("the report's product filter offers quoted products", () => {
  it("lists a quoted line's product under the buyer's name, and filters the report by it", async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const placed = await placeSizedOrder(testApp.app, buyer, { M: 2 });
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, placed.uuid));
    // A quotation's line: no catalogue product, only the buyer's title (with a comma, as names may have).
    const title = 'Lobby Polo, Navy';
    await testApp.database.db.insert(orderItems).values({
      orderId: order!.id,
      productId: null,
      title,
      apparelColor: null,
      qtyOptions: { L: 3, XL: 1 },
      totalQty: 4,
      unitPrice: 3000,
      surcharge: 0,
      amount: 12_000,
    });
    const quotedId = `quoted:${createHash('md5').update(title).digest('hex')}`;
    const everything = (await get(buyer.headers, '/api/reports/report')).json();
    expect(everything.all_products).toEqual([
      { id: buyer.product.uuid, title: 'Front Desk Polo' },
      { id: quotedId, title },
    ]);

    const chosen = (await get(buyer.headers, `/api/reports/report?product_id=${quotedId}`)).json();
    expect(chosen.products).toEqual([
      {
        id: quotedId,
        title,
        sku: '',
        colors: [],
        sizes: ['L', 'XL'],
        sizes_detail: [
          { size: 'L', qty: 3 },
          { size: 'XL', qty: 1 },
        ],
        total_qty: 4,
      },
    ]);
    expect(chosen.finance_reporting).toMatchObject({ total_spending: 12_000, total_paid: null });
    expect(chosen.purchased_patterns).toMatchObject({ date_purchased: 1, sizes_purchased: 4 });
    expect(chosen.all_products).toEqual(everything.all_products);

    // Both kinds at once: each product's own pieces, spending of both lines.
    const both = (
      await get(buyer.headers, `/api/reports/report?product_id=${buyer.product.uuid},${quotedId}`)
    ).json();
    expect(
      both.products.map((product: { id: string; total_qty: number }) => [product.id, product.total_qty]),
    ).toEqual([
      [quotedId, 4],
      [buyer.product.uuid, 2],
    ]);
    expect(both.purchased_patterns.sizes_purchased).toBe(6);

    // A quoted product no line has matches nothing; a malformed id is refused, naming the filter.
    const unknown = `quoted:${'0'.repeat(32)}`;
    const none = (await get(buyer.headers, `/api/reports/report?product_id=${unknown}`)).json();
    expect(none.purchased_patterns.date_purchased).toBe(0);
    const refused = await get(buyer.headers, '/api/reports/report?product_id=quoted:polo');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Unknown product');
  });
});

describe("a discount code's days are the provider's", () => {
  it('works through 23:59 on its last day in Singapore, then says it expired on that day', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/discount_codes',
      headers: providerHeaders,
      payload: {
        code: 'NOVEMBER',
        kind: 'percentage',
        value: 10,
        valid_from: '2026-11-01',
        valid_until: '2026-11-30',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().discount_code).toMatchObject({
      valid_from: '2026-10-31T16:00:00.000Z',
      valid_until: '2026-11-30T15:59:59.999Z',
      valid_from_day: '2026-11-01',
      valid_until_day: '2026-11-30',
    });
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const apply = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/cart/apply_discount',
        headers: buyer.headers,
        payload: { discount_code: 'NOVEMBER' },
      });
    // 23:30 on 31 Oct in Singapore: not yet, and the day named is Singapore's 1 Nov.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-31T15:30:00Z') });
    const early = await apply();
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Discount code NOVEMBER is not valid until 2026-11-01.');
    // 23:59 on 30 Nov in Singapore (15:59 UTC): still valid.
    vi.setSystemTime(new Date('2026-11-30T15:59:00Z'));
    expect((await apply()).statusCode).toBe(200);
    // 00:00 on 1 Dec in Singapore, still 30 Nov in UTC: expired, on 30 Nov.
    vi.setSystemTime(new Date('2026-11-30T16:00:00Z'));
    const late = await apply();
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Discount code NOVEMBER expired on 2026-11-30.');
  });

  it('takes a one-day code, and refuses an end before the start or a day that does not exist', async () => {
    const post = (payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/discount_codes',
        headers: providerHeaders,
        payload: { kind: 'fixed', value: 500, ...payload },
      });
    const oneDay = await post({ code: 'ONEDAY', valid_from: '2026-12-25', valid_until: '2026-12-25' });
    expect(oneDay.statusCode, oneDay.body).toBe(201);
    expect(oneDay.json().discount_code).toMatchObject({
      valid_from_day: '2026-12-25',
      valid_until_day: '2026-12-25',
    });
    const backwards = await post({ code: 'BACKWARDS', valid_from: '2026-12-25', valid_until: '2026-12-24' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.body).toContain('Valid until must be after valid from');
    const noSuchDay = await post({ code: 'NOSUCHDAY', valid_until: '2026-02-30' });
    expect(noSuchDay.statusCode).toBe(422);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/discount_codes',
      headers: providerHeaders,
    });
    const codes = listed.json().discount_codes.map((code: { code: string }) => code.code);
    expect(codes).not.toContain('BACKWARDS');
    expect(codes).not.toContain('NOSUCHDAY');
  });
});
