import type { OrderStatus } from './order-status.ts';
import { REPORT_STATUSES } from './report-rules.ts';

/**
 * The largest budget a team may be given, in cents (a billion in the currency): far above any team's year of
 * uniforms, and well inside the integers JSON and bigint sums carry exactly.
 */
export const MAX_TEAM_BUDGET_CENTS = 100_000_000_000;

/**
 * The orders a team's spend counts: placed (Pending onward), not cancelled. The same statuses the order report
 * counts, so a budget's spend and the report's totals agree; drafts and quotation requests commit no money yet.
 */
export const BUDGET_SPEND_STATUSES: readonly OrderStatus[] = REPORT_STATUSES;

/** Whether an order of this status counts against its team's budget (the one rule; SQL reads the list above). */
export function countsAgainstBudget(status: OrderStatus): boolean {
  return BUDGET_SPEND_STATUSES.includes(status);
}

/** A team's budget for a period and what its counted orders came to; `budget` null when none is set. */
export interface BudgetStanding {
  budget: number | null;
  spent: number;
}

/** What is left of a budget (negative when overspent), or null without a budget. */
export function budgetLeft(standing: BudgetStanding): number | null {
  return standing.budget === null ? null : standing.budget - standing.spent;
}

/**
 * True when an order of `orderTotal` cents would take the team past its budget: the spend so far plus the order
 * strictly above the budget. A team without a budget is never over it; a budget of 0 is over at any order.
 */
export function isOverBudget(standing: BudgetStanding, orderTotal: number): boolean {
  return standing.budget !== null && standing.spent + orderTotal > standing.budget;
}

/** The share of the budget spent, in whole percent (0 without a budget or with a budget of 0 and no spend). */
export function budgetUsedPercent(standing: BudgetStanding): number {
  if (standing.budget === null) return 0;
  if (standing.budget === 0) return standing.spent > 0 ? 100 : 0;
  return Math.round((standing.spent / standing.budget) * 100);
}
