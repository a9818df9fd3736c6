import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshTeams } from './refresh-teams.ts';

/** PUT /api/team_accounts/default: a team's uuid, or null for none. */
export const setDefaultTeam = (teamUuid: string | null) =>
  apiRequest<Answer<typeof messageBody>>('team_accounts/default', {
    method: 'PUT',
    body: { team_id: teamUuid },
  });

/** PUT /api/team_accounts/default: a team's uuid, or null for none. */
export function useSetDefaultTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultTeam, onSuccess: () => refreshTeams(queryClient) });
}
