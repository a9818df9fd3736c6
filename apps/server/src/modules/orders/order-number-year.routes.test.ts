import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices, orders } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeSizedOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  // The provider is in Singapore (UTC+8), as the demo's.
  testApp = await createTestApp({ TIME_ZONE: 'Asia/Singapore' }, { movesClockAhead: true });
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Places and approves an order with the server's clock at `instant`; answers its number and its invoice's. */
async function numbersOfOrderPlacedAt(instant: string) {
  // Only Date is faked (timers and the database's own clock run as ever); sessions start on that clock too.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
  const providerHeaders = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
  const placed = await placeSizedOrder(testApp.app, buyer, { M: 2 });
  const approved = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${placed.uuid}/transition`,
    headers: providerHeaders,
    payload: { to: 'order_approved' },
  });
  vi.useRealTimers();
  expect(approved.statusCode, approved.body).toBe(200);
  const { db } = testApp.database;
  const [order] = await db.select().from(orders).where(eq(orders.uuid, placed.uuid));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order!.id));
  return { order: placed.uid, invoice: invoice!.number };
}

describe('order and invoice numbers', () => {
  it("take the provider's year: an order at 23:30 UTC on 31 Dec (1 Jan in Singapore) is the new year's", async () => {
    const numbers = await numbersOfOrderPlacedAt('2026-12-31T23:30:00Z');
    expect(numbers.order).toMatch(/^LV-2027-\d{6}$/);
    expect(numbers.invoice).toMatch(/^INV-2027-\d{6}$/);
  });

  it('keep the old year until midnight in Singapore', async () => {
    const numbers = await numbersOfOrderPlacedAt('2026-12-31T15:59:00Z');
    expect(numbers.order).toMatch(/^LV-2026-\d{6}$/);
    expect(numbers.invoice).toMatch(/^INV-2026-\d{6}$/);
  });
});
