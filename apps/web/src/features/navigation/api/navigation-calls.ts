import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

interface Invitation {
  id: number;
  invitor: string;
  team_name: string;
}

/** GET /api/cart/get_qty: the number on the cart badge (other features invalidate ['cart-qty']). */
export function useCartQuantity() {
  return useQuery({
    queryKey: ['cart-qty'],
    queryFn: ({ signal }) =>
      apiRequest<{ qty: number }>('cart/get_qty', { signal }).then((answer) => answer.qty),
  });
}

/** GET /api/team_accounts/get_invitations. */
export function useInvitations() {
  return useQuery({
    queryKey: ['invitations'],
    queryFn: ({ signal }) =>
      apiRequest<{ invitations: Invitation[] }>('team_accounts/get_invitations', { signal }).then(
        (answer) => answer.invitations,
      ),
  });
}

/** PUT /api/team_accounts/{id}/approved_team or denied_team. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'approved_team' | 'denied_team' }) =>
      apiRequest<{ message: string }>(`team_accounts/${id}/${answer}`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
}

/** DELETE /api/v1/auth/sign_out. */
export function signOut() {
  return apiRequest('v1/auth/sign_out', { method: 'DELETE', silent: true });
}
