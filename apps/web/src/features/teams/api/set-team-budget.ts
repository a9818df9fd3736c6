import type { SaveTeamBudgetBody, TeamBudgetResponse } from '@livery/api-schemas/team-budgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** PUT /api/team_accounts/{id}/budget: sets (or with null removes) the team's budget from this programme year. */
export const setTeamBudget = (teamUuid: string, body: SaveTeamBudgetBody) =>
  apiRequest<TeamBudgetResponse & { message: string }>(`team_accounts/${teamUuid}/budget`, {
    method: 'PUT',
    body,
    silent: true,
  });

/** Sets a team's budget; the budgets of every page (team, overview, report, cart) refresh after. */
export function useSetTeamBudget(teamUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTeamBudgetBody) => setTeamBudget(teamUuid, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharedKeys.teamBudgets() }),
  });
}
