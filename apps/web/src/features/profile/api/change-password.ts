import type { Answer } from '@livery/api-schemas/answer';
import type { passwordChangeResponse } from '@livery/api-schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** PUT /api/v1/auth/password. */
export const changePassword = (body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}) =>
  apiRequest<Answer<typeof passwordChangeResponse>>('v1/auth/password', {
    method: 'PUT',
    body,
    silent: true,
  });

/** PUT /api/v1/auth/password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
  });
}
