import type { OrderStatus } from '@livery/domain/order-status';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { orders } from '../../db/schema.ts';
import { createBuyer, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 23: a buyer in several teams gets each page merged from one index range per team. Every page must hold
 * the very orders, in the very order, of one plain query over the buyer's teams (newest first, id breaking ties).
 */
let testApp: TestApp;
let world: Awaited<ReturnType<typeof buildWorld>>;

const CREATION_TIMES = ['2026-03-01T08:00:00Z', '2026-03-02T08:00:00Z', '2026-03-02T08:00:00.000001Z'];
const STATUSES: OrderStatus[] = ['order_pending', 'order_approved', 'order_cancelled', 'order_completed'];

/**
 * A buyer in teams One, Two and Three of their company; team Four (a colleague's) and another company hold
 * orders the buyer must never see. 61 orders spread over the teams, many created at the same instant.
 */
async function buildWorld() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const colleague = await createUser(db, { companyId: buyer.company.id });
  const teamTwo = await insertTeam(db, {
    companyId: buyer.company.id,
    name: 'Two',
    creatorId: buyer.user.id,
  });
  const teamThree = await insertTeam(db, {
    companyId: buyer.company.id,
    name: 'Three',
    creatorId: buyer.user.id,
  });
  const teamFour = await insertTeam(db, {
    companyId: buyer.company.id,
    name: 'Four',
    creatorId: colleague.id,
  });
  const other = await createBuyer(db);
  const teams = [buyer.team, teamTwo, teamThree, teamFour];
  const values = Array.from({ length: 61 }, (_, n) => {
    const team = teams[(n * 7) % teams.length]!;
    return {
      uid: `MERGE-${buyer.company.id}-${n}`,
      companyId: buyer.company.id,
      teamId: team.id,
      userId: team.id === teamFour.id ? colleague.id : buyer.user.id,
      orderStatus: STATUSES[n % STATUSES.length]!,
      subtotal: 1000,
      gstRate: 9,
      gst: 90,
      total: 1090,
      createdAt: new Date(CREATION_TIMES[(n * 5) % CREATION_TIMES.length]!),
    };
  });
  await db.insert(orders).values(values);
  await db.insert(orders).values({
    ...values[0]!,
    uid: `MERGE-other-${other.company.id}`,
    companyId: other.company.id,
    teamId: other.team.id,
    userId: other.user.id,
  });
  return {
    buyer,
    teamIds: { one: buyer.team.id, two: teamTwo.id, three: teamThree.id, four: teamFour.id },
    headers: await signIn(testApp.app, buyer.user.email),
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  world = await buildWorld();
}, 120_000);
afterAll(() => testApp.close());

/** The uids one plain query over the teams answers, newest first. */
async function expectedUids(teamIds: number[], statuses?: OrderStatus[]) {
  const rows = await testApp.database.db
    .select({ uid: orders.uid })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, world.buyer.company.id),
        inArray(orders.teamId, teamIds),
        statuses ? inArray(orders.orderStatus, statuses) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => row.uid);
}

/** Every page of the list under `query` at `perPage`, one past the last included, as the uids of each. */
async function pagesOf(query: string, perPage: number) {
  const pages: string[][] = [];
  let meta: { total_count: number; total_pages: number } | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders?${query}&per_page=${perPage}&page=${page}`,
      headers: world.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as {
      orders: Array<{ uid: string }>;
      meta: { current_page: number; per_page: number; total_count: number; total_pages: number };
    };
    expect(body.meta).toMatchObject({ current_page: page, per_page: perPage });
    meta = body.meta;
    pages.push(body.orders.map((order) => order.uid));
    if (page > body.meta.total_pages) return { pages, meta };
  }
}

function chunked(uids: string[], perPage: number) {
  const pages: string[][] = [];
  for (let start = 0; start < uids.length; start += perPage) pages.push(uids.slice(start, start + perPage));
  return pages;
}

describe('the orders list of a buyer in several teams', () => {
  it('answers each page with the orders and order of one plain query over the joined teams', async () => {
    const { teamIds } = world;
    const expected = await expectedUids([teamIds.one, teamIds.two, teamIds.three]);
    expect(expected.length).toBeGreaterThan(40);
    for (const perPage of [1, 7, 25]) {
      const { pages, meta } = await pagesOf('', perPage);
      expect(pages).toEqual([...chunked(expected, perPage), []]);
      expect(meta).toMatchObject({
        total_count: expected.length,
        total_pages: Math.ceil(expected.length / perPage),
      });
    }
  });

  it('merges only the chosen teams, never a team the buyer is not in, under a status filter too', async () => {
    const { teamIds } = world;
    const chosen = await pagesOf(`team_ids=${teamIds.one},${teamIds.three},${teamIds.four}`, 4);
    expect(chosen.pages.flat()).toEqual(await expectedUids([teamIds.one, teamIds.three]));
    const statuses: OrderStatus[] = ['order_pending', 'order_cancelled'];
    const filtered = await pagesOf(
      `team_ids=${teamIds.two},${teamIds.three}&status=${statuses.join(',')}`,
      3,
    );
    expect(filtered.pages.flat()).toEqual(await expectedUids([teamIds.two, teamIds.three], statuses));
  });
});
