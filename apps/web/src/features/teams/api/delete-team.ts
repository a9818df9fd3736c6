import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshTeams } from './refresh-teams.ts';

/** DELETE /api/team_accounts/{uuid}. */
export const deleteTeam = (teamUuid: string) =>
  apiRequest<Answer<typeof messageBody>>(`team_accounts/${teamUuid}`, { method: 'DELETE' });

/** DELETE /api/team_accounts/{uuid}. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSuccess: () => refreshTeams(queryClient) });
}
