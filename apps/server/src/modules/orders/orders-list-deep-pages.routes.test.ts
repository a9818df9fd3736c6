import { and, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_SKIP_MIN_OFFSET } from '../../db/order-list-queries.ts';
import { insertTeam } from '../../db/records.ts';
import { orders } from '../../db/schema.ts';
import { createBuyer, createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 23: a customer's deep page (offset DAY_SKIP_MIN_OFFSET and on) skips whole days of newer orders by the
 * kept counts per team and day (migration 0041). Every page must still hold the very orders, in the very order,
 * of one plain query, however the orders were written, moved between teams and days, or deleted.
 */
let testApp: TestApp;
let world: Awaited<ReturnType<typeof buildWorld>>;

const ORDERS = 3_000;
/** Team One holds 40 % of the orders, Two 30 %, Three 20 %, the colleague's Four 10 %. */
const TEAM_OF_TENTH = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3];
/** Times of day with ties and both ends of a UTC day, where a day's count must start and stop. */
const TIMES_OF_DAY = ['T00:00:00Z', 'T08:00:00Z', 'T08:00:00Z', 'T23:59:59.999Z'];

function creationTime(n: number) {
  const day = new Date(Date.UTC(2026, 0, 1 + ((n * 7) % 45)));
  return new Date(`${day.toISOString().slice(0, 10)}${TIMES_OF_DAY[(n * 5) % TIMES_OF_DAY.length]}`);
}

/** A buyer in teams One, Two and Three; a colleague's team Four holds orders the buyer must never see. */
async function buildWorld() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const colleague = await createUser(db, { companyId: buyer.company.id });
  const two = await insertTeam(db, { companyId: buyer.company.id, name: 'Two', creatorId: buyer.user.id });
  const three = await insertTeam(db, {
    companyId: buyer.company.id,
    name: 'Three',
    creatorId: buyer.user.id,
  });
  const four = await insertTeam(db, { companyId: buyer.company.id, name: 'Four', creatorId: colleague.id });
  const teams = [buyer.team, two, three, four];
  await db.insert(orders).values(
    Array.from({ length: ORDERS }, (_, n) => {
      const team = teams[TEAM_OF_TENTH[n % 10]!]!;
      return {
        uid: `DEEP-${buyer.company.id}-${n}`,
        companyId: buyer.company.id,
        teamId: team.id,
        userId: team.id === four.id ? colleague.id : buyer.user.id,
        orderStatus: 'order_pending' as const,
        subtotal: 1000,
        gstRate: 9,
        gst: 90,
        total: 1090,
        createdAt: creationTime(n),
      };
    }),
  );
  return {
    buyer,
    teamIds: { one: buyer.team.id, two: two.id, three: three.id, four: four.id },
    headers: await signIn(testApp.app, buyer.user.email),
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  world = await buildWorld();
}, 120_000);
afterAll(() => testApp.close());

/** The uids one plain query answers, newest first: the buyer's company in these teams, within these days. */
async function expectedUids(teamIds: number[], days?: { from: string; to: string }) {
  const rows = await testApp.database.db
    .select({ uid: orders.uid })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, world.buyer.company.id),
        inArray(orders.teamId, teamIds),
        days ? gte(orders.createdAt, new Date(`${days.from}T00:00:00Z`)) : undefined,
        days ? lt(orders.createdAt, new Date(Date.parse(`${days.to}T00:00:00Z`) + 86_400_000)) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => row.uid);
}

/** Whose list a page is read from: the buyer's (the default) or the provider console's. */
interface Lister {
  path: string;
  headers: Record<string, string>;
}

/**
 * The deep pages of the list: the page before the first whose offset reaches DAY_SKIP_MIN_OFFSET, the next few,
 * every `stride`-th after them, the last ones and one past the last.
 */
async function expectDeepPages(
  query: string,
  perPage: number,
  expected: string[],
  stride = 1,
  lister: Lister = { path: '/api/orders', headers: world.headers },
) {
  expect(expected.length).toBeGreaterThan(DAY_SKIP_MIN_OFFSET + perPage);
  const firstDeep = Math.floor(DAY_SKIP_MIN_OFFSET / perPage) + 1;
  const lastPage = Math.ceil(expected.length / perPage);
  const pages = new Set<number>();
  for (let page = firstDeep - 1; page <= lastPage + 1; page += 1) {
    if (page <= firstDeep + 3 || page >= lastPage - 1 || (page - firstDeep) % stride === 0) pages.add(page);
  }
  for (const page of pages) {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: `${lister.path}?${query}&per_page=${perPage}&page=${page}`,
      headers: lister.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { orders: Array<{ uid: string }>; meta: { total_count: number } };
    const offset = (page - 1) * perPage;
    expect(
      body.orders.map((order) => order.uid),
      `page ${page} of ${perPage}`,
    ).toEqual(expected.slice(offset, offset + perPage));
    expect(body.meta.total_count).toBe(expected.length);
  }
}

describe("a customer's deep orders pages", () => {
  it('hold the orders of one plain query over the joined teams, for several teams, one team and a day range', async () => {
    const { one, two, three, four } = world.teamIds;
    await expectDeepPages('', 100, await expectedUids([one, two, three]));
    await expectDeepPages('', 7, await expectedUids([one, two, three]), 9);
    await expectDeepPages(`team_ids=${one},${three},${four}`, 50, await expectedUids([one, three]));
    const days = { from: '2026-01-03', to: '2026-02-12' };
    await expectDeepPages(
      `from_date=${days.from}&to_date=${days.to}`,
      25,
      await expectedUids([one, two, three], days),
    );
    // Every page of four teams' orders read and compared: a minute's allowance on a busy machine.
  }, 90_000);

  it('stay right after orders move between teams and days and some are deleted', async () => {
    const { db } = testApp.database;
    const { one, two, three, four } = world.teamIds;
    const uid = (n: number) => `DEEP-${world.buyer.company.id}-${n}`;
    const some = (from: number, step: number) =>
      Array.from({ length: 40 }, (_, index) => uid(from + index * step));
    await db
      .update(orders)
      .set({ teamId: four })
      .where(inArray(orders.uid, some(0, 13)));
    await db
      .update(orders)
      .set({ teamId: one })
      .where(inArray(orders.uid, some(3, 17)));
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-01-20T12:00:00Z') })
      .where(inArray(orders.uid, some(5, 11)));
    await db.delete(orders).where(inArray(orders.uid, some(7, 19)));
    await expectDeepPages('', 100, await expectedUids([one, two, three]));
    await expectDeepPages(`team_ids=${one}`, 20, await expectedUids([one]));
  });
});

/** The uids of every company's orders newest first, as one plain query answers them under the condition. */
async function everyUid(where?: SQL) {
  const rows = await testApp.database.db
    .select({ uid: orders.uid })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => row.uid);
}

describe("the provider's deep orders pages", () => {
  it('hold the orders of one plain query with each filter the console offers', async () => {
    const { db } = testApp.database;
    const other = await createBuyer(db);
    await db.insert(orders).values(
      Array.from({ length: 1_200 }, (_, n) => ({
        uid: `OTHER-${other.company.id}-${n}`,
        companyId: other.company.id,
        teamId: other.team.id,
        userId: other.user.id,
        orderStatus: n % 3 === 0 ? ('order_approved' as const) : ('order_pending' as const),
        subtotal: 1000,
        gstRate: 9,
        gst: 90,
        total: 1090,
        createdAt: creationTime(n + 1),
      })),
    );
    const staff = await createProviderStaff(db);
    const providerList = { path: '/api/admin/orders', headers: await signIn(testApp.app, staff.email) };
    const company = world.buyer.company.id;
    const { one, three } = world.teamIds;
    await expectDeepPages('', 100, await everyUid(), 1, providerList);
    await expectDeepPages('', 25, await everyUid(), 7, providerList);
    await expectDeepPages(
      `company_id=${company}`,
      50,
      await everyUid(eq(orders.companyId, company)),
      1,
      providerList,
    );
    await expectDeepPages(
      `company_id=${company}&team_ids=${one},${three}`,
      20,
      await everyUid(and(eq(orders.companyId, company), inArray(orders.teamId, [one, three]))),
      3,
      providerList,
    );
    await expectDeepPages(
      `team_ids=${one}`,
      20,
      await everyUid(inArray(orders.teamId, [one])),
      3,
      providerList,
    );
    await expectDeepPages(
      'status=order_pending',
      50,
      await everyUid(eq(orders.orderStatus, 'order_pending')),
      5,
      providerList,
    );
    await expectDeepPages('keyword=DEEP-', 50, await everyUid(like(orders.uid, 'DEEP-%')), 5, providerList);
    await expectDeepPages('keyword=DEEP-', 50, await everyUid(like(orders.uid, 'DEEP-%')), 5, providerList);
    const days = { from: '2026-01-03', to: '2026-02-12' };
    await expectDeepPages(
      `from_date=${days.from}&to_date=${days.to}`,
      25,
      await everyUid(
        and(
          gte(orders.createdAt, new Date(`${days.from}T00:00:00Z`)),
          lt(orders.createdAt, new Date(Date.parse(`${days.to}T00:00:00Z`) + 86_400_000)),
        ),
      ),
      3,
      providerList,
    );
  }, 90_000);
});
