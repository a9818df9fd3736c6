import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshTeams } from './refresh-teams.ts';

/** PUT /api/team_accounts/{uuid}: the team's new name; the form shows a refusal itself. */
export const renameTeam = ({ teamUuid, name }: { teamUuid: string; name: string }) =>
  apiRequest<Answer<typeof messageBody>>(`team_accounts/${teamUuid}`, {
    method: 'PUT',
    body: { name },
    silent: true,
  });

/** PUT /api/team_accounts/{uuid}: the team's new name; the form shows a refusal itself. */
export function useRenameTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameTeam, onSuccess: () => refreshTeams(queryClient) });
}
