import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { navigationKeys, navigationQueries } from './navigation-queries.ts';

/** GET /api/cart/get_qty: the number on the cart badge (other features refresh it through `refreshCart`). */
export function useCartQuantity() {
  return useQuery(navigationQueries.cartQuantity());
}

/** GET /api/team_accounts/get_invitations. */
export function useInvitations() {
  return useQuery(navigationQueries.invitations());
}

/** PUT /api/team_accounts/{id}/approved_team or denied_team. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'approved_team' | 'denied_team' }) =>
      apiRequest<MessageBody>(`team_accounts/${id}/${answer}`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: navigationKeys.invitations }),
  });
}

/** DELETE /api/v1/auth/sign_out. */
export function signOut() {
  return apiRequest('v1/auth/sign_out', { method: 'DELETE', silent: true });
}
