import type { Answer } from '@livery/api-schemas/answer';
import type { UpdateUserBody, userResponse } from '@livery/api-schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';

/** PUT /api/users/{id}: the caller's own profile. */
export const updateProfile = (userId: number, body: UpdateUserBody) =>
  apiRequest<Answer<typeof userResponse>>(`users/${userId}`, { method: 'PUT', body, silent: true }).then(
    (answer) => answer.user,
  );

/** PUT /api/users/{id}: the caller's own profile. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateProfile(userId, body),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
