import type { Answer } from '@livery/api-schemas/answer';
import type { passwordChangeResponse } from '@livery/api-schemas/auth';
import type { MessageBody } from '@livery/api-schemas/common';
import type { UpdateUserBody, userResponse } from '@livery/api-schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';
import { profileQueries } from './profile-queries.ts';

/** PUT /api/users/{id}: the caller's own profile. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) =>
      apiRequest<Answer<typeof userResponse>>(`users/${userId}`, { method: 'PUT', body, silent: true }).then(
        (answer) => answer.user,
      ),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** PUT /api/v1/auth/password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; password: string; password_confirmation: string }) =>
      apiRequest<Answer<typeof passwordChangeResponse>>('v1/auth/password', {
        method: 'PUT',
        body,
        silent: true,
      }),
  });
}

/** POST /api/users/address: the default shipping or billing address. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ship_add_id: number } | { bill_add_id: number }) =>
      apiRequest<MessageBody & Answer<typeof userResponse>>('users/address', { method: 'POST', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** GET /api/companies/get_industries: fetched once a session. */
export function useIndustries() {
  return useQuery(profileQueries.industries());
}
