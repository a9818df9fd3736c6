import type { Answer } from '@livery/api-schemas/answer';
import type { createdTeamResponse, createTeamBody } from '@livery/api-schemas/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshTeams } from './refresh-teams.ts';

/** POST /api/team_accounts: a new team and its invitations; the form shows a refusal itself. */
export const createTeam = (body: Answer<typeof createTeamBody>) =>
  apiRequest<Answer<typeof createdTeamResponse>>('team_accounts', { method: 'POST', body, silent: true });

/** POST /api/team_accounts: a new team and its invitations; the form shows a refusal itself. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: () => refreshTeams(queryClient) });
}
