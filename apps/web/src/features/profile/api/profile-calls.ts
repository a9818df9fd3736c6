import type { UpdateUserBody, User } from '@livery/api-schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';

/** PUT /api/users/{id}: the caller's own profile. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) =>
      apiRequest<{ user: User }>(`users/${userId}`, { method: 'PUT', body, silent: true }).then(
        (answer) => answer.user,
      ),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** PUT /api/v1/auth/password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; password: string; password_confirmation: string }) =>
      apiRequest<{ message: string }>('v1/auth/password', { method: 'PUT', body, silent: true }),
  });
}

/** POST /api/users/address: the default shipping or billing address. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ship_add_id: number } | { bill_add_id: number }) =>
      apiRequest<{ message: string; user: User }>('users/address', { method: 'POST', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

export function useIndustries() {
  return useQuery({
    queryKey: ['industries'],
    queryFn: ({ signal }) =>
      apiRequest<{ industries: string[] }>('companies/get_industries', { signal }).then(
        (body) => body.industries,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
