import type { Answer } from '@livery/api-schemas/answer';
import type { userResponse } from '@livery/api-schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** PUT /api/users/{id} with ship_add_id or bill_add_id: the address the cart ships or bills to. */
export const chooseCartAddress = (
  userId: number | undefined,
  body: { ship_add_id: number } | { bill_add_id: number },
) =>
  apiRequest<Answer<typeof userResponse>>(`users/${userId}`, { method: 'PUT', body }).then(
    (answer) => answer.user,
  );

/** PUT /api/users/{id} with ship_add_id or bill_add_id: the address the cart ships or bills to. */
export function useChooseCartAddress(userId: number | undefined) {
  const refresh = useRefreshCart();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ship_add_id: number } | { bill_add_id: number }) => chooseCartAddress(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      refresh();
    },
  });
}
