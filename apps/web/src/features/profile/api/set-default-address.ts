import type { Answer } from '@livery/api-schemas/answer';
import type { MessageBody } from '@livery/api-schemas/common';
import type { userResponse } from '@livery/api-schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';

/** POST /api/users/address: the default shipping or billing address. */
export const setDefaultAddress = (body: { ship_add_id: number } | { bill_add_id: number }) =>
  apiRequest<MessageBody & Answer<typeof userResponse>>('users/address', { method: 'POST', body });

/** POST /api/users/address: the default shipping or billing address. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
