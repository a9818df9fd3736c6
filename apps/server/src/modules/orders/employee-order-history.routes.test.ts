import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { orders } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import {
  allowSingaporeOrders,
  buyerReadyToOrder,
  placeRosterOrder,
  placeSizedOrder,
} from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
const statements: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: (statement) => statements.push(statement) });
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

const ANA = {
  staff_id: '007',
  name: 'Ana Lim',
  department: 'Front Office',
  laundry_id: 'LND-88',
  locker_id: 'L-12',
  cost_center: 'CC-1',
  uniform_code: 'U-FO',
  product1_size: 'M',
  product1_qty: '2',
};
const RAJ = { staff_id: '0042', name: 'Raj Kumar', locker_id: 'B-7', product1_size: 'L', product1_qty: '1' };

type History = {
  orders: Array<{
    uid: string;
    uuid: string;
    order_status: string;
    created_at: string;
    employee_products: Array<Record<string, unknown>>;
    employee_products_count: number;
  }>;
  meta: { current_page: number; per_page: number; total_pages: number; total_count: number };
};

function history(headers: Record<string, string>, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/orders/show_orders_history${query}`, headers });
}

async function historyOf(headers: Record<string, string>, query = '') {
  const response = await history(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as History;
}

describe('the employee order history', () => {
  it('finds orders by staff id, name, laundry id or locker id in any case, with only the matching rows', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const first = await placeRosterOrder(testApp.app, buyer, [ANA, RAJ]);
    const second = await placeRosterOrder(testApp.app, buyer, [{ ...ANA, product1_size: 'S' }]);

    const byStaffId = await historyOf(buyer.headers, '?keyword=007');
    expect(byStaffId.orders.map((order) => order.uuid)).toEqual([second.uuid, first.uuid]);
    expect(byStaffId.orders[1]!.employee_products).toEqual([
      {
        id: expect.any(String),
        order_item_id: expect.any(String),
        item_title: 'Front Desk Polo',
        item_thumb_front: null,
        staff_id: '007',
        name: 'Ana Lim',
        department: 'Front Office',
        qty: 2,
        size: 'M',
        laundry_id: 'LND-88',
        locker_id: 'L-12',
        cost_center: 'CC-1',
        uniform_code: 'U-FO',
      },
    ]);
    expect(byStaffId.orders[1]).toMatchObject({
      uid: first.uid,
      order_status: 'order_pending',
      employee_products_count: 1,
    });

    for (const keyword of ['raj kUMAR', 'b-7']) {
      const found = await historyOf(buyer.headers, `?keyword=${encodeURIComponent(keyword)}`);
      expect(found.orders.map((order) => order.uuid)).toEqual([first.uuid]);
      expect(found.orders[0]!.employee_products.map((row) => row.name)).toEqual(['Raj Kumar']);
    }
    const byLaundryId = await historyOf(buyer.headers, '?keyword=lnd-88');
    expect(byLaundryId.meta.total_count).toBe(2);
    expect((await historyOf(buyer.headers, '?keyword=nobody')).orders).toEqual([]);
  });

  it('lists recent orders with employee rows when the keyword is empty, and never orders without any', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const roster = await placeRosterOrder(testApp.app, buyer, [ANA, RAJ]);
    await placeSizedOrder(testApp.app, buyer, { M: 5 });

    const all = await historyOf(buyer.headers, '?keyword=%20%20');
    expect(all.orders.map((order) => order.uuid)).toEqual([roster.uuid]);
    expect(all.orders[0]!.employee_products.map((row) => row.staff_id)).toEqual(['007', '0042']);
    expect(all.orders[0]!.employee_products_count).toBe(2);
    expect(all.meta).toEqual({ current_page: 1, per_page: 10, total_pages: 1, total_count: 1 });
  });

  it('sends at most 50 rows of one order, and how many matched', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const roster = Array.from({ length: 55 }, (_, index) => ({
      staff_id: `S${String(index + 1).padStart(3, '0')}`,
      name: `Crew ${index + 1}`,
      product1_size: 'M',
      product1_qty: '1',
    }));
    await placeRosterOrder(testApp.app, buyer, roster);
    const found = await historyOf(buyer.headers, '?keyword=crew');
    expect(found.orders[0]!.employee_products_count).toBe(55);
    expect(found.orders[0]!.employee_products.map((row) => row.staff_id)).toEqual(
      roster.slice(0, 50).map((row) => row.staff_id),
    );
  });

  it('takes LIKE wildcards in the keyword as plain characters', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await placeRosterOrder(testApp.app, buyer, [ANA]);
    expect((await historyOf(buyer.headers, '?keyword=%25')).orders).toEqual([]);
    expect((await historyOf(buyer.headers, '?keyword=0_7')).orders).toEqual([]);
  });

  it('pages by order with a truthful meta, in a fixed number of queries however long the page', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const placed: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      placed.unshift((await placeRosterOrder(testApp.app, buyer, [ANA, RAJ])).uuid);
    }
    statements.length = 0;
    const firstPage = await historyOf(buyer.headers, '?per_page=5');
    const queriesForFive = statements.length;
    expect(firstPage.orders.map((order) => order.uuid)).toEqual(placed.slice(0, 5));
    expect(firstPage.meta).toEqual({ current_page: 1, per_page: 5, total_pages: 2, total_count: 7 });
    expect(firstPage.orders.every((order) => order.employee_products.length === 2)).toBe(true);

    statements.length = 0;
    const secondPage = await historyOf(buyer.headers, '?per_page=5&page=2');
    expect(statements.length).toBe(queriesForFive);
    expect(secondPage.orders.map((order) => order.uuid)).toEqual(placed.slice(5));
    expect(secondPage.meta).toEqual({ current_page: 2, per_page: 5, total_pages: 2, total_count: 7 });
    expect((await historyOf(buyer.headers, '?per_page=5&page=3')).orders).toEqual([]);
  });

  it("shows only the company's orders of the teams the caller joined", async () => {
    const { db } = testApp.database;
    const buyer = await buyerReadyToOrder(testApp.app, db);
    const stranger = await buyerReadyToOrder(testApp.app, db);
    const own = await placeRosterOrder(testApp.app, buyer, [ANA]);
    const elsewhere = await placeRosterOrder(testApp.app, buyer, [ANA]);
    await placeRosterOrder(testApp.app, stranger, [ANA]);
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const otherTeam = await insertTeam(db, {
      companyId: buyer.company.id,
      name: 'Kitchen',
      creatorId: colleague.id,
    });
    await db.update(orders).set({ teamId: otherTeam.id }).where(eq(orders.uuid, elsewhere.uuid));

    const found = await historyOf(buyer.headers, '?keyword=ana');
    expect(found.orders.map((order) => order.uuid)).toEqual([own.uuid]);
    expect(found.meta.total_count).toBe(1);
    const strangerSees = await historyOf(stranger.headers, '?keyword=ana');
    expect(strangerSees.orders.map((order) => order.uuid)).not.toContain(own.uuid);
  });

  it('is refused to the basic plan (403), as the spec blocks the page', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db, { plan: 'basic' });
    const response = await history(buyer.headers, '?keyword=007');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not available on your plan/);
  });

  it('refuses bad paging and an over-long keyword with 422', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    for (const query of [
      `?keyword=${'x'.repeat(101)}`,
      '?per_page=4',
      '?per_page=101',
      '?page=0',
      '?page=-1',
      '?per_page=ten',
    ]) {
      const response = await history(buyer.headers, query);
      expect(response.statusCode, query).toBe(422);
    }
    expect((await history({}, '')).statusCode).toBe(401);
  });
});
