import type { BudgetReportResponse, TeamBudgetResponse } from '@livery/api-schemas/team-budgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/**
 * GET /api/reports/budgets: each joined team's budget this programme year and its spend to date (the overview,
 * the report and the cart's warning read it). Under the orders root, so a checkout refreshes the spend.
 */
export const getTeamBudgets = (signal?: AbortSignal) =>
  apiRequest<BudgetReportResponse>('reports/budgets', { signal });

export const getTeamBudgetsQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.teamBudgets(), queryFn: ({ signal }) => getTeamBudgets(signal) });

/** GET /api/reports/budgets. */
export function useTeamBudgets(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeamBudgetsQueryOptions(), enabled: options.enabled ?? true });
}

/** GET /api/team_accounts/{id}/budget: one joined team's budget and spend; a refusal is shown by the page. */
export const getTeamBudget = (teamUuid: string, signal?: AbortSignal) =>
  apiRequest<TeamBudgetResponse>(`team_accounts/${teamUuid}/budget`, { signal, silent: true });

export const getTeamBudgetQueryOptions = (teamUuid: string) =>
  queryOptions({
    queryKey: sharedKeys.teamBudget(teamUuid),
    queryFn: ({ signal }) => getTeamBudget(teamUuid, signal),
  });

/** GET /api/team_accounts/{id}/budget. */
export function useTeamBudget(teamUuid: string) {
  return useQuery(getTeamBudgetQueryOptions(teamUuid));
}
