import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import type { resendInvitationBody } from '@livery/api-schemas/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshTeams } from './refresh-teams.ts';

/** PUT /api/team_accounts/resend_invitation. */
export const resendTeamInvitation = (body: Answer<typeof resendInvitationBody>) =>
  apiRequest<Answer<typeof messageBody>>('team_accounts/resend_invitation', { method: 'PUT', body });

/** PUT /api/team_accounts/resend_invitation. */
export function useResendTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendTeamInvitation, onSuccess: () => refreshTeams(queryClient) });
}
