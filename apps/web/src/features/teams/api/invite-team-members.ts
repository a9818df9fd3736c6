import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import type { inviteMemberBody } from '@livery/api-schemas/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshTeams } from './refresh-teams.ts';

/** POST /api/team_accounts/invite_member: comma-separated addresses; the form shows a refusal itself. */
export const inviteTeamMembers = (body: Answer<typeof inviteMemberBody>) =>
  apiRequest<Answer<typeof messageBody>>('team_accounts/invite_member', {
    method: 'POST',
    body,
    silent: true,
  });

/** POST /api/team_accounts/invite_member: comma-separated addresses; the form shows a refusal itself. */
export function useInviteTeamMembers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteTeamMembers, onSuccess: () => refreshTeams(queryClient) });
}
