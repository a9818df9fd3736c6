import { BUDGET_SPEND_STATUSES } from '@livery/domain/team-budgets';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';

/** The instants a period's spend is counted between, split where the kept UTC-day sums can answer. */
export interface SpendBounds {
  /** The period's first instant (its first day's 00:00 on the provider's calendar) and the one after its last. */
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** The UTC days wholly inside the bounds: [firstDay, lastDay) as dates and as instants. */
function wholeUtcDays(bounds: SpendBounds) {
  const first = Math.ceil(bounds.start.getTime() / DAY_MS) * DAY_MS;
  const last = Math.max(first, Math.floor(bounds.end.getTime() / DAY_MS) * DAY_MS);
  const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  return { firstDay: day(first), lastDay: day(last), firstAt: new Date(first), lastAt: new Date(last) };
}

const countedStatuses = sql.join(
  BUDGET_SPEND_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The spend of team `teamId` of company `companyId` (SQL expressions) between the bounds, as one bigint
 * expression: the kept sums of the whole UTC days inside, plus the counted orders of the part-days at each end
 * (read by the orders' company-team-created index).
 */
function teamSpend(companyId: SQL, teamId: SQL, bounds: SpendBounds): SQL {
  const days = wholeUtcDays(bounds);
  const edge = (from: Date, to: Date) => sql`coalesce((
      select sum(o.total) from orders o
      where o.company_id = ${companyId} and o.team_id = ${teamId}
        and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz
        and o.order_status in (${countedStatuses})
    ), 0)`;
  return sql`(coalesce((
      select sum(d.spent_cents) from team_day_spend d
      where d.company_id = ${companyId} and d.team_id = ${teamId}
        and d.day >= ${days.firstDay}::date and d.day < ${days.lastDay}::date
    ), 0) + ${edge(bounds.start, days.firstAt)} + ${edge(days.lastAt, bounds.end)})::bigint`;
}

/** A period's budget of a team: its latest row that starts on or before the period's first day. */
const budgetOfPeriod = (teamId: SQL, periodStart: string) => sql`(
  select b.amount_cents from team_budgets b
  where b.team_id = ${teamId} and b.period_start <= ${periodStart}::date
  order by b.period_start desc limit 1
)`;

export interface TeamBudgetRow {
  id: number;
  uuid: string;
  name: string;
  budget: number | null;
  spent: number;
}

type RawRow = {
  id: number;
  uuid: string;
  name: string;
  budget: string | number | null;
  spent: string | number;
};

const toRow = (row: RawRow): TeamBudgetRow => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  budget: row.budget === null ? null : Number(row.budget),
  spent: Number(row.spent),
});

/**
 * Each team of the company that the user joined (or only `teamId`), by name, with its budget for the period
 * starting `periodStart` and its spend between the bounds: one statement for any number of teams.
 */
export async function findTeamBudgets(
  db: DatabaseOrTransaction,
  scope: { companyId: number; userId: number; teamId?: number },
  periodStart: string,
  bounds: SpendBounds,
): Promise<TeamBudgetRow[]> {
  const statement = sql`
    select t.id, t.uuid, t.name,
      ${budgetOfPeriod(sql`t.id`, periodStart)} as budget,
      ${teamSpend(sql`t.company_id`, sql`t.id`, bounds)} as spent
    from teams t
    join team_members m on m.team_id = t.id and m.user_id = ${scope.userId} and m.status = 'joined'
    where t.company_id = ${scope.companyId}
      ${scope.teamId === undefined ? sql`` : sql`and t.id = ${scope.teamId}`}
    order by t.name, t.id`;
  return ((await db.execute(statement)) as unknown as { rows: RawRow[] }).rows.map(toRow);
}

/**
 * One team's budget for the period and, only when it has one, its spend (checkout's question): one statement
 * for a team without a budget, two with one.
 */
export async function findBudgetStanding(
  db: DatabaseOrTransaction,
  companyId: number,
  teamId: number,
  periodStart: string,
  bounds: SpendBounds,
): Promise<{ budget: number | null; spent: number }> {
  const [row] = (
    (await db.execute(sql`select ${budgetOfPeriod(sql`${teamId}`, periodStart)} as budget`)) as unknown as {
      rows: Array<{ budget: string | number | null }>;
    }
  ).rows;
  if (row?.budget === null || row?.budget === undefined) return { budget: null, spent: 0 };
  const [spend] = (
    (await db.execute(
      sql`select ${teamSpend(sql`${companyId}::int`, sql`${teamId}::int`, bounds)} as spent`,
    )) as unknown as { rows: Array<{ spent: string | number }> }
  ).rows;
  return { budget: Number(row.budget), spent: Number(spend?.spent ?? 0) };
}

/** Sets a team's budget from the period starting `periodStart` on; null removes it from then on. */
export async function saveTeamBudget(
  db: DatabaseOrTransaction,
  values: {
    companyId: number;
    teamId: number;
    periodStart: string;
    amountCents: number | null;
    userId: number;
  },
): Promise<void> {
  // A removal is a row without an amount, so an earlier year's budget stops here too and stays as history.
  await db.execute(sql`
    insert into team_budgets (team_id, period_start, company_id, amount_cents, set_by_id, updated_at)
    values (${values.teamId}, ${values.periodStart}::date, ${values.companyId}, ${values.amountCents},
      ${values.userId}, now())
    on conflict (team_id, period_start) do update
      set amount_cents = excluded.amount_cents, set_by_id = excluded.set_by_id, updated_at = now()`);
}
