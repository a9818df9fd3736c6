import { DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import type { Database } from '../src/db/database.ts';
import { getTeamBudget, setTeamBudget } from '../src/modules/teams/team-budgets.service.ts';
import type { CurrentUser } from '../src/plugins/authentication.ts';

/** What the budget is rounded to: a whole hundred in the currency. */
const ROUNDING_CENTS = 100_00;

/**
 * Harbour Hotels' Front Office has a budget this programme year about twice what its orders came to so far
 * (issue 25 item 8: a team budget half spent), a whole hundred; the overview, the team page and the budget report
 * show it, and the cart warns an order that would take the team past it. Seeded after the demo's orders and its
 * programme year, as a person in charge would set it.
 */
export async function seedDemoTeamBudgets(
  db: Database,
  buyer: CurrentUser,
  teamUuid: string,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<void> {
  const { budget } = await getTeamBudget(db, buyer, teamUuid, timeZone);
  const amount = Math.max(ROUNDING_CENTS, Math.round((budget.spent * 2) / ROUNDING_CENTS) * ROUNDING_CENTS);
  await setTeamBudget(db, buyer, teamUuid, { amount }, timeZone);
}
