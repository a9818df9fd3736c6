import { centsToDecimalText } from '@livery/domain/money';
import { MAX_TEAM_BUDGET_CENTS } from '@livery/domain/team-budgets';
import { z } from 'zod';

const period = z.object({ start: z.string(), end: z.string() });

/**
 * PUT /api/team_accounts/{id}/budget: the team's budget a programme year, in cents, from this year on; null
 * removes it (from this year on).
 */
export const saveTeamBudgetBody = z.object({
  amount: z
    .number({ error: 'Enter the budget as an amount, e.g. 5000.00' })
    .int('Enter the budget in whole cents')
    .min(0, 'The budget cannot be negative')
    .max(
      MAX_TEAM_BUDGET_CENTS,
      `The budget is too large: at most ${centsToDecimalText(MAX_TEAM_BUDGET_CENTS)} a year`,
    )
    .nullable(),
});
export type SaveTeamBudgetBody = z.infer<typeof saveTeamBudgetBody>;

/** One team's budget this programme year and what its counted orders came to (cents). */
export const teamBudget = z.object({
  team: z.object({ uuid: z.string(), name: z.string() }),
  /** Null when the team has no budget. */
  budget: z.number().int().nullable(),
  spent: z.number().int(),
  /** Budget minus spent (negative when overspent); null without a budget. */
  left: z.number().int().nullable(),
  /** Whole percent of the budget spent. */
  used_percent: z.number().int(),
});
export type TeamBudgetJson = z.infer<typeof teamBudget>;

/** GET/PUT /api/team_accounts/{id}/budget. */
export const teamBudgetResponse = z.object({
  period,
  currency: z.string(),
  budget: teamBudget,
  /** Whether the caller may set the budget (a person in charge). */
  can_edit: z.boolean(),
});
export type TeamBudgetResponse = z.infer<typeof teamBudgetResponse>;

/** GET /api/reports/budgets: budget versus spend for each team the caller joined, this programme year. */
export const budgetReportResponse = z.object({
  period,
  currency: z.string(),
  teams: z.array(teamBudget),
  can_edit: z.boolean(),
});
export type BudgetReportResponse = z.infer<typeof budgetReportResponse>;
