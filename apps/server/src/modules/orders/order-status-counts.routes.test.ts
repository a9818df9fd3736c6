import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

const ROSTER = [{ staff_id: '001', name: 'Mei Tan', product1_size: 'M', product1_qty: '1' }];

/** Orders per status as counted from the orders themselves. */
async function countedOneByOne() {
  const rows = await testApp.database.db
    .select({ status: orders.orderStatus, value: count() })
    .from(orders)
    .groupBy(orders.orderStatus);
  return Object.fromEntries(rows.map((row) => [row.status, row.value]));
}

describe("the console's kept order counts", () => {
  it('match a count of the orders after checkouts, transitions and a cancellation, per status and in total', async () => {
    const { app, database } = testApp;
    const staff = await signIn(app, (await createProviderStaff(database.db)).email);
    const buyers = [await buyerReadyToOrder(app, database.db), await buyerReadyToOrder(app, database.db)];
    const placed: string[] = [];
    for (const buyer of buyers) {
      for (let order = 0; order < 3; order += 1)
        placed.push((await placeRosterOrder(app, buyer, ROSTER)).uuid);
    }
    const move = (uuid: string, to: string, reason?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${uuid}/transition`,
        headers: staff,
        payload: { to, reason },
      });
    for (const to of ['order_approved', 'order_processed'])
      expect((await move(placed[0]!, to)).statusCode).toBe(200);
    expect((await move(placed[1]!, 'order_approved')).statusCode).toBe(200);
    expect((await move(placed[4]!, 'order_cancelled', 'Duplicate')).statusCode).toBe(200);

    const expected = await countedOneByOne();
    const tabs = await app.inject({ method: 'GET', url: '/api/admin/orders/status_counts', headers: staff });
    expect(tabs.statusCode, tabs.body).toBe(200);
    for (const [status, value] of Object.entries(expected)) expect(tabs.json().counts[status]).toBe(value);
    const total = Object.values(expected).reduce((sum, value) => sum + value, 0);
    expect(tabs.json().total).toBe(total);

    const all = await app.inject({ method: 'GET', url: '/api/admin/orders?per_page=5', headers: staff });
    expect(all.json().meta.total_count).toBe(total);
    const pending = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=order_pending,order_approved',
      headers: staff,
    });
    expect(pending.json().meta.total_count).toBe(
      (expected.order_pending ?? 0) + (expected.order_approved ?? 0),
    );
    const ofCompany = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?company_id=${buyers[1]!.company.id}`,
      headers: staff,
    });
    expect(ofCompany.json().meta.total_count).toBe(3);
    expect(ofCompany.json().orders).toHaveLength(3);

    // A buyer's own list is counted the same way: their company's orders of the teams they joined.
    const own = await app.inject({
      method: 'GET',
      url: '/api/orders?per_page=2',
      headers: buyers[1]!.headers,
    });
    expect(own.json().meta).toMatchObject({ total_count: 3, total_pages: 2 });
    const ownCancelled = await app.inject({
      method: 'GET',
      url: '/api/orders?status=order_cancelled',
      headers: buyers[1]!.headers,
    });
    expect(ownCancelled.json().meta.total_count).toBe(1);
    const ownTeam = await app.inject({
      method: 'GET',
      url: `/api/orders?team_id=${buyers[0]!.team.id}`,
      headers: buyers[1]!.headers,
    });
    expect(ownTeam.json().meta.total_count).toBe(0);
  });
});
