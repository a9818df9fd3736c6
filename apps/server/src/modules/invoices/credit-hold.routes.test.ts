import { formatMoneyWithCode } from '@livery/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderLogs, orders } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let provider: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
  provider = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
}, 120_000);
afterAll(() => testApp.close());

type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;

const placeOrder = (buyer: Buyer) =>
  placeRosterOrder(testApp.app, buyer, [
    { staff_id: `S${Math.random()}`, name: 'Ana', product1_size: 'M', product1_qty: '2' },
  ]);

const approve = (uuid: string, beyondCreditLimit?: boolean) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${uuid}/transition`,
    headers: provider,
    payload: { to: 'order_approved', ...(beyondCreditLimit ? { beyond_credit_limit: true } : {}) },
  });

const setTerms = (buyer: Buyer, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/companies/${buyer.company.id}/credit_terms`,
    headers: provider,
    payload,
  });

async function orderDetail(uuid: string, headers: Record<string, string>, base = '/api') {
  const answer = await testApp.app.inject({ method: 'GET', url: `${base}/orders/${uuid}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().order as {
    order_status: string;
    total: number;
    payment_days: number;
    credit_hold: { credit_limit: number; owed: number; order_total: number; owed_after: number } | null;
  };
}

async function invoiceCountOf(uuid: string) {
  const rows = await testApp.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.uuid, uuid));
  return rows.length;
}

describe('an order past the credit limit waits for the provider', () => {
  it('is refused approval with the figures, writes nothing, and goes through only beyond the limit, logged', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const first = await placeOrder(buyer);
    expect((await approve(first.uuid)).statusCode).toBe(200);
    const [firstInvoice] = await testApp.database.db
      .select({ total: invoices.total })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.uuid, first.uuid));
    const second = await placeOrder(buyer);
    const total = (await orderDetail(second.uuid, buyer.headers)).total;
    // The open invoice plus the new order is one cent over the limit.
    const limit = firstInvoice!.total + total - 1;
    expect((await setTerms(buyer, { credit_limit: limit })).statusCode).toBe(200);

    const seenByBuyer = await orderDetail(second.uuid, buyer.headers);
    const hold = {
      credit_limit: limit,
      owed: firstInvoice!.total,
      order_total: total,
      owed_after: limit + 1,
    };
    expect(seenByBuyer.credit_hold).toEqual(hold);
    expect((await orderDetail(second.uuid, provider, '/api/admin')).credit_hold).toEqual(hold);

    const refused = await approve(second.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Approving order ${second.uid} takes ${buyer.company.name} to ${formatMoneyWithCode(limit + 1, 'SGD')} owed, past its credit limit of ${formatMoneyWithCode(limit, 'SGD')}. Open the order to approve it beyond the limit.`,
    );
    expect((await orderDetail(second.uuid, buyer.headers)).order_status).toBe('order_pending');
    expect(await invoiceCountOf(second.uuid)).toBe(0);

    const beyond = await approve(second.uuid, true);
    expect(beyond.statusCode, beyond.body).toBe(200);
    expect(beyond.json().order.order_status).toBe('order_approved');
    expect(beyond.json().order.credit_hold).toBeNull();
    expect(await invoiceCountOf(second.uuid)).toBe(1);
    const logs = await testApp.database.db
      .select({ message: orderLogs.message })
      .from(orderLogs)
      .innerJoin(orders, eq(orders.id, orderLogs.orderId))
      .where(eq(orders.uuid, second.uuid));
    expect(logs.map((log) => log.message).join('\n')).toContain(
      `beyond the company's credit limit of ${formatMoneyWithCode(limit, 'SGD')}`,
    );
  });

  it('approves an order that fits under the limit, and any order of a company without one', async () => {
    const limited = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const fits = await placeOrder(limited);
    const { total } = await orderDetail(fits.uuid, limited.headers);
    expect((await setTerms(limited, { credit_limit: total })).statusCode).toBe(200);
    expect((await orderDetail(fits.uuid, limited.headers)).credit_hold).toBeNull();
    expect((await approve(fits.uuid)).statusCode).toBe(200);

    const unlimited = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const any = await placeOrder(unlimited);
    expect((await orderDetail(any.uuid, unlimited.headers)).credit_hold).toBeNull();
    expect((await approve(any.uuid)).statusCode).toBe(200);
  });

  it("counts only the company's own open invoices: another company's debt and paid invoices do not hold it", async () => {
    const debtor = await buyerReadyToOrder(testApp.app, testApp.database.db);
    expect((await approve((await placeOrder(debtor)).uuid)).statusCode).toBe(200);
    const careful = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const paidOrder = await placeOrder(careful);
    expect((await approve(paidOrder.uuid)).statusCode).toBe(200);
    await testApp.database.db
      .update(invoices)
      .set({ paid: invoices.total })
      .where(eq(invoices.companyId, careful.company.id));
    const next = await placeOrder(careful);
    const { total } = await orderDetail(next.uuid, careful.headers);
    expect((await setTerms(careful, { credit_limit: total })).statusCode).toBe(200);
    expect((await orderDetail(next.uuid, careful.headers)).credit_hold).toBeNull();
    expect((await approve(next.uuid)).statusCode).toBe(200);
  });

  it('reads a balance past 2^31 cents in full: open invoices may together owe more than 21 million', async () => {
    const large = await buyerReadyToOrder(testApp.app, testApp.database.db);
    for (let count = 0; count < 2; count += 1)
      expect((await approve((await placeOrder(large)).uuid)).statusCode).toBe(200);
    await testApp.database.db
      .update(invoices)
      .set({ total: 1_500_000_000 })
      .where(eq(invoices.companyId, large.company.id));
    const next = await placeOrder(large);
    const { total } = await orderDetail(next.uuid, large.headers);
    expect((await setTerms(large, { credit_limit: 100_000 })).statusCode).toBe(200);
    expect((await orderDetail(next.uuid, large.headers)).credit_hold).toEqual({
      credit_limit: 100_000,
      owed: 3_000_000_000,
      order_total: total,
      owed_after: 3_000_000_000 + total,
    });
    expect((await approve(next.uuid)).statusCode).toBe(409);
  });

  it("tells the buyer the company's own payment days while the order waits", async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const placed = await placeOrder(buyer);
    expect((await orderDetail(placed.uuid, buyer.headers)).payment_days).toBe(3);
    expect((await setTerms(buyer, { payment_terms: 'net_30' })).statusCode).toBe(200);
    expect((await orderDetail(placed.uuid, buyer.headers)).payment_days).toBe(30);
  });
});
