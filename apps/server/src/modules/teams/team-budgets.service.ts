import type {
  BudgetReportResponse,
  SaveTeamBudgetBody,
  TeamBudgetJson,
  TeamBudgetResponse,
} from '@livery/api-schemas/team-budgets';
import { calendarDaysRange } from '@livery/domain/calendar-day';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import type { ProgrammePeriod } from '@livery/domain/programme-year';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import { budgetLeft, budgetUsedPercent, isOverBudget } from '@livery/domain/team-budgets';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { currentPeriodOf } from '../programmes/programmes.service.ts';
import {
  findBudgetStanding,
  findTeamBudgets,
  saveTeamBudget,
  type TeamBudgetRow,
} from './team-budgets.repository.ts';

/** A budget's period is the company's programme year (decision 199), counted on the provider's calendar. */
async function budgetPeriodOf(db: DatabaseOrTransaction, companyId: number, timeZone: string, now: Date) {
  const period = await currentPeriodOf(db, companyId, timeZone, now);
  return { period, bounds: calendarDaysRange(period.start, period.end, timeZone) };
}

function toTeamBudgetJson(row: TeamBudgetRow): TeamBudgetJson {
  return {
    team: { uuid: row.uuid, name: row.name },
    budget: row.budget,
    spent: row.spent,
    left: budgetLeft(row),
    used_percent: budgetUsedPercent(row),
  };
}

const canSetBudgets = (user: CurrentUser) => user.department === PERSON_IN_CHARGE;

async function teamBudgetOf(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  teamUuid: string,
  timeZone: string,
  now: Date,
): Promise<{ teamId: number; period: ProgrammePeriod; answer: TeamBudgetResponse }> {
  const { period, bounds } = await budgetPeriodOf(db, user.companyId, timeZone, now);
  const rows = await findTeamBudgets(
    db,
    { companyId: user.companyId, userId: user.id },
    period.start,
    bounds,
  );
  const row = rows.find((candidate) => candidate.uuid === teamUuid);
  // Another company's team, or one the caller has not joined, is not found, as on the team page.
  if (!row) throw notFound('Team');
  return {
    teamId: row.id,
    period,
    answer: {
      period,
      currency: DEFAULT_CURRENCY,
      budget: toTeamBudgetJson(row),
      can_edit: canSetBudgets(user),
    },
  };
}

/** GET /api/team_accounts/{id}/budget: a joined team's budget this programme year and its spend to date. */
export async function getTeamBudget(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  teamUuid: string,
  timeZone: string,
  now = new Date(),
): Promise<TeamBudgetResponse> {
  return (await teamBudgetOf(db, user, teamUuid, timeZone, now)).answer;
}

/**
 * PUT /api/team_accounts/{id}/budget: a person in charge sets (or with null removes) a joined team's budget from
 * this programme year on; anyone else is refused before anything is read or written.
 */
export async function setTeamBudget(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  teamUuid: string,
  body: SaveTeamBudgetBody,
  timeZone: string,
  now = new Date(),
): Promise<TeamBudgetResponse & { message: string }> {
  if (!canSetBudgets(user)) throw forbidden('Only a person in charge can set a team budget.');
  const { teamId, period } = await teamBudgetOf(db, user, teamUuid, timeZone, now);
  await saveTeamBudget(db, {
    companyId: user.companyId,
    teamId,
    periodStart: period.start,
    amountCents: body.amount,
    userId: user.id,
  });
  const { answer } = await teamBudgetOf(db, user, teamUuid, timeZone, now);
  return {
    ...answer,
    message: body.amount === null ? 'The budget was removed.' : 'The budget was saved.',
  };
}

/** GET /api/reports/budgets: budget versus spend this programme year for every team the caller joined. */
export async function getBudgetReport(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  timeZone: string,
  now = new Date(),
): Promise<BudgetReportResponse> {
  const { period, bounds } = await budgetPeriodOf(db, user.companyId, timeZone, now);
  const rows = await findTeamBudgets(
    db,
    { companyId: user.companyId, userId: user.id },
    period.start,
    bounds,
  );
  return {
    period,
    currency: DEFAULT_CURRENCY,
    teams: rows.map(toTeamBudgetJson),
    can_edit: canSetBudgets(user),
  };
}

/**
 * Whether an order of `orderTotal` cents takes its team past the team's budget this programme year (checkout's
 * `overBudget`, which the approval rules may hold an order for). One statement for a team without a budget.
 */
export async function isOrderOverTeamBudget(
  db: DatabaseOrTransaction,
  order: { companyId: number; teamId: number; total: number },
  timeZone: string,
  now = new Date(),
): Promise<boolean> {
  const { period, bounds } = await budgetPeriodOf(db, order.companyId, timeZone, now);
  const standing = await findBudgetStanding(db, order.companyId, order.teamId, period.start, bounds);
  return isOverBudget(standing, order.total);
}
