import { describe, expect, it } from 'vitest';
import {
  BUDGET_SPEND_STATUSES,
  budgetLeft,
  budgetUsedPercent,
  countsAgainstBudget,
  isOverBudget,
} from './team-budgets.ts';

describe('team budgets', () => {
  it('counts placed orders and leaves drafts, quotation requests and cancelled orders out', () => {
    expect(countsAgainstBudget('order_pending')).toBe(true);
    expect(countsAgainstBudget('order_completed')).toBe(true);
    expect(countsAgainstBudget('order_draft')).toBe(false);
    expect(countsAgainstBudget('order_quotes')).toBe(false);
    expect(countsAgainstBudget('order_cancelled')).toBe(false);
    expect(BUDGET_SPEND_STATUSES).not.toContain('order_cancelled');
  });

  it('is over budget only when the spend plus the order is strictly above the budget', () => {
    expect(isOverBudget({ budget: 100_00, spent: 60_00 }, 40_00)).toBe(false);
    expect(isOverBudget({ budget: 100_00, spent: 60_00 }, 40_01)).toBe(true);
    expect(isOverBudget({ budget: 0, spent: 0 }, 1)).toBe(true);
    expect(isOverBudget({ budget: null, spent: 1_000_000_00 }, 1)).toBe(false);
  });

  it('tells what is left and the share used', () => {
    expect(budgetLeft({ budget: 100_00, spent: 120_00 })).toBe(-20_00);
    expect(budgetLeft({ budget: null, spent: 5 })).toBeNull();
    expect(budgetUsedPercent({ budget: 200_00, spent: 100_00 })).toBe(50);
    expect(budgetUsedPercent({ budget: 0, spent: 0 })).toBe(0);
    expect(budgetUsedPercent({ budget: null, spent: 10 })).toBe(0);
  });
});
