import type { User } from '@livery/api-schemas/users';
import { apiRequest } from '../../../shared/api/client.ts';
import { storeUser } from '../../../shared/auth/session-store.ts';

/** POST /api/v1/auth/password with an e-mail: sends a set-up link to /register. */
export function requestPasswordReset(email: string) {
  return apiRequest<{ message: string }>('v1/auth/password', {
    method: 'POST',
    body: { email, redirect_url: `${window.location.origin}/register` },
    silent: true,
  });
}

/** POST /api/v1/auth/password with the e-mailed token: sets the password and signs the user in. */
export async function setPassword(body: {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}) {
  const answer = await apiRequest<{ data: User }>('v1/auth/password', { method: 'POST', body, silent: true });
  storeUser(answer.data.name || answer.data.email);
  return answer.data;
}
