import { calendarDaysRange } from '@livery/domain/calendar-day';
import { ORDER_STATUSES } from '@livery/domain/order-status';
import { currentProgrammePeriod } from '@livery/domain/programme-year';
import { countsAgainstBudget } from '@livery/domain/team-budgets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { orders, teamBudgets, teamMembers } from '../../db/schema.ts';
import { createBuyer, createUser, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeSizedOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isOrderOverTeamBudget } from './team-budgets.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

type Headers = Awaited<ReturnType<typeof signIn>>;

function call(method: 'GET' | 'PUT', url: string, headers: Headers, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A buyer (person in charge) ready to order, and a member of the same team. */
async function companyWithMember() {
  const { db } = testApp.database;
  const buyer = await buyerReadyToOrder(testApp.app, db);
  const member = await createUser(db, { companyId: buyer.company.id, department: 'sales' });
  await db.insert(teamMembers).values({
    teamId: buyer.team.id,
    userId: member.id,
    email: member.email,
    role: 'member',
    status: 'joined',
  });
  return { ...buyer, memberHeaders: await signIn(testApp.app, member.email) };
}

const budgetUrl = (teamUuid: string) => `/api/team_accounts/${teamUuid}/budget`;

async function budgetRows(teamId: number) {
  return testApp.database.db.select().from(teamBudgets).where(eq(teamBudgets.teamId, teamId));
}

describe('team budgets', () => {
  it('a person in charge sets a budget; the team page reads it with the spend to date', async () => {
    const company = await companyWithMember();
    const empty = await call('GET', budgetUrl(company.team.uuid), company.memberHeaders);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      budget: { budget: null, spent: 0, left: null, used_percent: 0 },
      can_edit: false,
    });
    const saved = await call('PUT', budgetUrl(company.team.uuid), company.headers, { amount: 500_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'The budget was saved.',
      budget: { team: { uuid: company.team.uuid }, budget: 500_000, spent: 0, left: 500_000 },
      can_edit: true,
    });
    await placeSizedOrder(testApp.app, company, { M: 3, L: 2 });
    const [placed] = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.teamId, company.team.id));
    const after = (await call('GET', budgetUrl(company.team.uuid), company.memberHeaders)).json();
    expect(after.budget).toMatchObject({
      budget: 500_000,
      spent: placed!.total,
      left: 500_000 - placed!.total,
    });
    expect(after.period.start <= after.period.end).toBe(true);
  });

  it('a member may not set a budget (403), and nothing is written', async () => {
    const company = await companyWithMember();
    const refused = await call('PUT', budgetUrl(company.team.uuid), company.memberHeaders, { amount: 100 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe('Only a person in charge can set a team budget.');
    expect(await budgetRows(company.team.id)).toEqual([]);
  });

  it("another company's team, or a team the caller has not joined, is not found", async () => {
    const { db } = testApp.database;
    const company = await companyWithMember();
    const other = await createBuyer(db);
    for (const method of ['GET', 'PUT'] as const) {
      const answer = await call(method, budgetUrl(other.team.uuid), company.headers, { amount: 100 });
      expect(answer.statusCode, answer.body).toBe(404);
    }
    const notJoined = await insertTeam(db, {
      companyId: company.company.id,
      name: 'Spa',
      creatorId: (await createUser(db, { companyId: company.company.id })).id,
    });
    expect((await call('GET', budgetUrl(notJoined.uuid), company.headers)).statusCode).toBe(404);
    expect(await budgetRows(other.team.id)).toEqual([]);
  });

  it('refuses a negative, huge or malformed amount with a clear message (422), writing nothing', async () => {
    const company = await companyWithMember();
    const cases: Array<[unknown, string]> = [
      [-1, 'The budget cannot be negative'],
      [100_000_000_001, 'The budget is too large: at most 1000000000.00 a year'],
      [12.5, 'Enter the budget in whole cents'],
      ['5000', 'Enter the budget as an amount, e.g. 5000.00'],
    ];
    for (const [amount, message] of cases) {
      const answer = await call('PUT', budgetUrl(company.team.uuid), company.headers, { amount });
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors.full_messages.join(' ')).toContain(message);
    }
    const missing = await call('PUT', budgetUrl(company.team.uuid), company.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(await budgetRows(company.team.id)).toEqual([]);
  });

  it("removing a budget stops the earlier year's amount from carrying on", async () => {
    const company = await companyWithMember();
    await testApp.database.db.insert(teamBudgets).values({
      teamId: company.team.id,
      companyId: company.company.id,
      periodStart: '2001-01-01',
      amountCents: 900,
    });
    const carried = (await call('GET', budgetUrl(company.team.uuid), company.headers)).json();
    expect(carried.budget.budget).toBe(900);
    const removed = await call('PUT', budgetUrl(company.team.uuid), company.headers, { amount: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'The budget was removed.', budget: { budget: null } });
    expect(await budgetRows(company.team.id)).toHaveLength(2);
  });

  it('a cancelled order gives its amount back to the budget, and checkout tells when an order would exceed it', async () => {
    const company = await companyWithMember();
    const { db } = testApp.database;
    const timeZone = testApp.app.deps.config.timeZone;
    await call('PUT', budgetUrl(company.team.uuid), company.headers, { amount: 10_000 });
    await placeSizedOrder(testApp.app, company, { M: 2 });
    const [placed] = await db.select().from(orders).where(eq(orders.teamId, company.team.id));
    const spentOf = async () =>
      (await call('GET', budgetUrl(company.team.uuid), company.headers)).json().budget;
    expect((await spentOf()).spent).toBe(placed!.total);
    const order = { companyId: company.company.id, teamId: company.team.id };
    expect(await isOrderOverTeamBudget(db, { ...order, total: 10_000 - placed!.total }, timeZone)).toBe(
      false,
    );
    expect(await isOrderOverTeamBudget(db, { ...order, total: 10_001 - placed!.total }, timeZone)).toBe(true);
    await db.update(orders).set({ orderStatus: 'order_cancelled' }).where(eq(orders.id, placed!.id));
    expect((await spentOf()).spent).toBe(0);
    expect(await isOrderOverTeamBudget(db, { ...order, total: 10_000 }, timeZone)).toBe(false);
  });

  it('the kept day sums give the same spend as adding the orders, over random orders, statuses, moves and deletes', async () => {
    const { db } = testApp.database;
    const company = await companyWithMember();
    const second = await insertTeam(db, {
      companyId: company.company.id,
      name: 'Second',
      creatorId: company.user.id,
    });
    const teams = [company.team.id, second.id];
    const timeZone = testApp.app.deps.config.timeZone;
    const period = currentProgrammePeriod(new Date(), { month: 1, day: 1 }, timeZone);
    const bounds = calendarDaysRange(period.start, period.end, timeZone);
    // Instants around the year's edges (the part-days) and inside it, as a seeded sequence.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const hour = 3_600_000;
    const instants = [
      bounds.start.getTime() - hour,
      bounds.start.getTime(),
      bounds.start.getTime() + 5 * hour,
      bounds.start.getTime() + 9 * hour,
      bounds.start.getTime() + 40 * 24 * hour,
      bounds.end.getTime() - 20 * hour,
      bounds.end.getTime() - 1,
      bounds.end.getTime(),
      bounds.end.getTime() + 2 * hour,
    ];
    for (let index = 0; index < 60; index++) {
      const status = ORDER_STATUSES[random(ORDER_STATUSES.length)]!;
      await db.execute(sql`
        insert into orders (uid, company_id, team_id, user_id, order_status, subtotal, gst_rate, gst, total, created_at)
        values (${`budget-${company.company.id}-${index}`}, ${company.company.id}, ${teams[random(2)]!},
          ${company.user.id}, ${status}, 0, 9, 0, ${1 + random(50_000)},
          ${new Date(instants[random(instants.length)]!).toISOString()}::timestamptz)`);
    }
    const mine = await db.select().from(orders).where(eq(orders.companyId, company.company.id));
    // Moves: status changes both ways, a team move, a total change, a re-dated order, and deletes.
    for (const row of mine.slice(0, 20)) {
      const change = random(5);
      if (change === 0)
        await db
          .update(orders)
          .set({ orderStatus: ORDER_STATUSES[random(ORDER_STATUSES.length)]! })
          .where(eq(orders.id, row.id));
      else if (change === 1)
        await db
          .update(orders)
          .set({ teamId: teams[random(2)]! })
          .where(eq(orders.id, row.id));
      else if (change === 2)
        await db
          .update(orders)
          .set({ total: random(9_000) })
          .where(eq(orders.id, row.id));
      else if (change === 3)
        await db
          .update(orders)
          .set({ createdAt: new Date(instants[random(instants.length)]!) })
          .where(eq(orders.id, row.id));
      else await db.delete(orders).where(eq(orders.id, row.id));
    }
    const now = await db.select().from(orders).where(eq(orders.companyId, company.company.id));
    const { findTeamBudgets } = await import('./team-budgets.repository.ts');
    const kept = await findTeamBudgets(
      db,
      { companyId: company.company.id, userId: company.user.id },
      period.start,
      bounds,
    );
    let counted = 0;
    for (const teamId of teams) {
      const expected = now
        .filter(
          (row) =>
            row.teamId === teamId &&
            countsAgainstBudget(row.orderStatus) &&
            row.createdAt >= bounds.start &&
            row.createdAt < bounds.end,
        )
        .reduce((sum, row) => sum + row.total, 0);
      expect(kept.find((row) => row.id === teamId)?.spent, `team ${teamId}`).toBe(expected);
      counted += expected;
    }
    // The sequence really put counted orders in the year, else the comparison would prove nothing.
    expect(counted).toBeGreaterThan(0);
  });

  it('budget versus spend per joined team, exported as CSV and XLSX', async () => {
    const company = await companyWithMember();
    await call('PUT', budgetUrl(company.team.uuid), company.headers, { amount: 200_000 });
    await placeSizedOrder(testApp.app, company, { M: 1 });
    const report = await call('GET', '/api/reports/budgets', company.memberHeaders);
    expect(report.statusCode, report.body).toBe(200);
    const [team] = report.json().teams;
    expect(team).toMatchObject({ team: { uuid: company.team.uuid }, budget: 200_000 });
    expect(team.spent).toBeGreaterThan(0);
    for (const format of ['csv', 'xlsx'] as const) {
      const link = await call(
        'GET',
        `/api/reports/budgets/export_link?format=${format}`,
        company.memberHeaders,
      );
      expect(link.statusCode, link.body).toBe(200);
      const file = await testApp.app.inject({ method: 'GET', url: link.json().url });
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      if (format === 'csv') {
        expect(file.body).toContain('Team,Currency,Budget,Spent,Left,Used %');
        expect(file.body).toContain(`2000.00,${(team.spent / 100).toFixed(2)}`);
      } else expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
