import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { navigationKeys } from './navigation-keys.ts';

/** PUT /api/team_accounts/{id}/approved_team or denied_team. */
export const answerInvitation = ({ id, answer }: { id: number; answer: 'approved_team' | 'denied_team' }) =>
  apiRequest<MessageBody>(`team_accounts/${id}/${answer}`, { method: 'PUT' });

/** PUT /api/team_accounts/{id}/approved_team or denied_team. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: navigationKeys.invitations }),
  });
}
