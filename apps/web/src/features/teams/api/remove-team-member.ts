import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshTeams } from './refresh-teams.ts';

/** DELETE /api/team_accounts/{uuid}/remove_member. */
export const removeTeamMember = ({ teamUuid, memberEmail }: { teamUuid: string; memberEmail: string }) =>
  apiRequest<Answer<typeof messageBody>>(`team_accounts/${teamUuid}/remove_member`, {
    method: 'DELETE',
    body: { member_email: memberEmail },
  });

/** DELETE /api/team_accounts/{uuid}/remove_member. */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTeamMember, onSuccess: () => refreshTeams(queryClient) });
}
