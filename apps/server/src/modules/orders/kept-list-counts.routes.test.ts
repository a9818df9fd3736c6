import { and, asc, count, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import {
  cancelledInvoicedOrderCounts,
  invoices,
  nameListOrderCounts,
  orderDayCounts,
  orders,
} from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import {
  allowSingaporeOrders,
  buyerReadyToOrder,
  placeRosterOrder,
  placeSizedOrder,
} from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 23: the billing list, the employee order history and a customer's deep orders pages read counts the
 * database keeps per team (migration 0041) instead of counting orders at every request. Whatever writes the
 * orders or their invoices (checkout, transitions, a cancellation, a team move, a delete), the lists answer what
 * a count of the rows answers, and every kept count is the count of its rows.
 */
let testApp: TestApp;
let provider: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
  provider = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
}, 60_000);
afterAll(() => testApp.close());

const ROSTER = [{ staff_id: '001', name: 'Mei Tan', product1_size: 'M', product1_qty: '1' }];

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function moveOrder(uuid: string, to: string, reason?: string) {
  const answer = await call('POST', `/api/admin/orders/${uuid}/transition`, provider, { to, reason });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function totalOf(url: string, headers: Record<string, string>) {
  const answer = await call('GET', url, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { meta: { total_count: number } }).meta.total_count;
}

/** Each kept table beside a count of its rows, keyed alike (rows kept at 0 count nothing). */
async function keptAndCounted() {
  const { db } = testApp.database;
  const day = sql<string>`(${orders.createdAt} at time zone 'UTC')::date::text`;
  const byKey = (rows: Array<{ key: string; count: number }>) =>
    Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
  const teamKey = (table: { companyId: unknown; teamId: unknown }) =>
    sql<string>`${table.companyId} || '/' || ${table.teamId}`;
  return {
    kept: {
      days: byKey(
        await db
          .select({
            key: sql<string>`${teamKey(orderDayCounts)} || '/' || ${orderDayCounts.day}::text`,
            count: orderDayCounts.count,
          })
          .from(orderDayCounts)
          .where(gt(orderDayCounts.count, 0)),
      ),
      nameLists: byKey(
        await db
          .select({ key: teamKey(nameListOrderCounts), count: nameListOrderCounts.count })
          .from(nameListOrderCounts)
          .where(gt(nameListOrderCounts.count, 0)),
      ),
      cancelledInvoiced: byKey(
        await db
          .select({ key: teamKey(cancelledInvoicedOrderCounts), count: cancelledInvoicedOrderCounts.count })
          .from(cancelledInvoicedOrderCounts)
          .where(gt(cancelledInvoicedOrderCounts.count, 0)),
      ),
    },
    counted: {
      days: byKey(
        await db
          .select({ key: sql<string>`${teamKey(orders)} || '/' || ${day}`, count: count() })
          .from(orders)
          .groupBy(orders.companyId, orders.teamId, day),
      ),
      nameLists: byKey(
        await db
          .select({ key: teamKey(orders), count: count() })
          .from(orders)
          .where(eq(orders.hasNameList, true))
          .groupBy(orders.companyId, orders.teamId),
      ),
      cancelledInvoiced: byKey(
        await db
          .select({ key: teamKey(orders), count: count() })
          .from(orders)
          .innerJoin(invoices, eq(invoices.orderId, orders.id))
          .where(eq(orders.orderStatus, 'order_cancelled'))
          .groupBy(orders.companyId, orders.teamId),
      ),
    },
  };
}

type Buyer = Awaited<ReturnType<typeof buyerInTwoTeams>>;

/** A buyer ready to order in their first team who has joined a second one (signed in after joining it). */
async function buyerInTwoTeams() {
  const { app, database } = testApp;
  const buyer = await buyerReadyToOrder(app, database.db);
  const second = await insertTeam(database.db, {
    companyId: buyer.company.id,
    name: 'Kitchen',
    creatorId: buyer.user.id,
  });
  return { ...buyer, second, headers: await signIn(app, buyer.user.email) };
}

/** What the billing list and the history should total for the buyer in these teams, counted from the rows. */
async function countedTotals(buyer: Buyer, teamIds: number[]) {
  const { db } = testApp.database;
  const ofTeams = and(eq(orders.companyId, buyer.company.id), inArray(orders.teamId, teamIds));
  const [billed] = await db
    .select({ value: count() })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        ofTeams,
        notInArray(orders.orderStatus, ['order_draft', 'order_quotes']),
        or(sql`${orders.orderStatus} <> 'order_cancelled'`, sql`${invoices.id} is not null`),
      ),
    );
  const [withNameList] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(ofTeams, eq(orders.hasNameList, true)));
  return { billings: billed!.value, history: withNameList!.value };
}

/** The lists' totals and the kept tables agree with the rows, for both teams and each one. */
async function expectListsToCountTheRows(buyer: Buyer) {
  const both = [buyer.team.id, buyer.second.id];
  const counted = await countedTotals(buyer, both);
  expect(await totalOf('/api/billings?per_page=5', buyer.headers)).toBe(counted.billings);
  expect(await totalOf('/api/orders/show_orders_history?per_page=5', buyer.headers)).toBe(counted.history);
  for (const teamId of both) {
    expect(await totalOf(`/api/billings?per_page=5&team_id=${teamId}`, buyer.headers)).toBe(
      (await countedTotals(buyer, [teamId])).billings,
    );
  }
  const { kept, counted: rows } = await keptAndCounted();
  expect(kept).toEqual(rows);
  return counted;
}

async function orderRow(uuid: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return row!;
}

describe('the kept list counts', () => {
  it('follow checkouts, transitions, cancellations and team moves made through the API', async () => {
    const buyer = await buyerInTwoTeams();
    const placed = [];
    for (let order = 0; order < 4; order += 1)
      placed.push(await placeRosterOrder(testApp.app, buyer, ROSTER));
    placed.push(await placeSizedOrder(testApp.app, buyer, { M: 3 }));
    const first = await expectListsToCountTheRows(buyer);
    expect(first).toEqual({ billings: 5, history: 4 });

    // Approved (invoiced) then cancelled: still billed. Pending then cancelled: no bill.
    for (const uuid of [placed[0]!.uuid, placed[1]!.uuid]) await moveOrder(uuid, 'order_approved');
    await moveOrder(placed[1]!.uuid, 'order_processed');
    await moveOrder(placed[0]!.uuid, 'order_cancelled', 'Duplicate');
    await moveOrder(placed[2]!.uuid, 'order_cancelled', 'Not needed');
    expect(await expectListsToCountTheRows(buyer)).toEqual({ billings: 4, history: 4 });

    // The detail panel moves an order (with its name list and its invoice) to the buyer's other team.
    const moved = await call('PUT', `/api/orders/${placed[1]!.uuid}`, buyer.headers, {
      team_id: buyer.second.id,
      po_number: 'PO-1',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await orderRow(placed[1]!.uuid)).teamId).toBe(buyer.second.id);
    await expectListsToCountTheRows(buyer);
    expect((await countedTotals(buyer, [buyer.second.id])).history).toBe(1);
  });

  it('follow writes no API makes: a cancelled order moved or restored, an invoice removed, orders deleted', async () => {
    const { db } = testApp.database;
    const buyer = await buyerInTwoTeams();
    const invoiced = await placeRosterOrder(testApp.app, buyer, ROSTER);
    const other = await placeRosterOrder(testApp.app, buyer, ROSTER);
    const third = await placeSizedOrder(testApp.app, buyer, { L: 2 });
    for (const { uuid } of [invoiced, other]) await moveOrder(uuid, 'order_approved');
    for (const { uuid } of [invoiced, other]) await moveOrder(uuid, 'order_cancelled', 'Test');
    await expectListsToCountTheRows(buyer);

    // A cancelled, invoiced order moved to the other team, and to another day.
    await db
      .update(orders)
      .set({ teamId: buyer.second.id, createdAt: new Date('2025-12-31T23:59:59.999Z') })
      .where(eq(orders.uuid, invoiced.uuid));
    expect(await expectListsToCountTheRows(buyer)).toEqual({ billings: 3, history: 2 });
    // Restored from cancelled, and its name list flag cleared.
    await db
      .update(orders)
      .set({ orderStatus: 'order_approved', hasNameList: false })
      .where(eq(orders.uuid, invoiced.uuid));
    expect(await expectListsToCountTheRows(buyer)).toEqual({ billings: 3, history: 1 });
    // A cancelled order's invoice removed: it leaves the billing list.
    await db.delete(invoices).where(eq(invoices.orderId, (await orderRow(other.uuid)).id));
    expect(await expectListsToCountTheRows(buyer)).toEqual({ billings: 2, history: 1 });
    // Cancelled again with its invoice, then deleted: the order and its invoice go (cascade), counted once.
    await db.update(orders).set({ orderStatus: 'order_cancelled' }).where(eq(orders.uuid, invoiced.uuid));
    expect(await expectListsToCountTheRows(buyer)).toEqual({ billings: 2, history: 1 });
    await db.delete(orders).where(inArray(orders.uuid, [invoiced.uuid, third.uuid]));
    expect(await expectListsToCountTheRows(buyer)).toEqual({ billings: 0, history: 1 });
    const remaining = await db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(eq(orders.companyId, buyer.company.id))
      .orderBy(asc(orders.id));
    expect(remaining.map((row) => row.uuid)).toEqual([other.uuid]);
  });
});
