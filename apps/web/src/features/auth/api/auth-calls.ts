import type { Answer } from '@livery/api-schemas/answer';
import type { signInResponse } from '@livery/api-schemas/auth';
import type { MessageBody } from '@livery/api-schemas/common';
import type { User } from '@livery/api-schemas/users';
import { apiRequest } from '../../../shared/api/client.ts';
import { storeUser } from '../../../shared/auth/session-store.ts';

/** POST /api/v1/auth/sign_in; the session headers are stored by the API client. */
export async function signIn(credentials: { email: string; password?: string; otp?: string }): Promise<User> {
  const body = await apiRequest<Answer<typeof signInResponse>>('v1/auth/sign_in', {
    method: 'POST',
    body: credentials,
    silent: true,
  });
  storeUser(body.data.name || body.data.email);
  return body.data;
}

/** POST /api/users/request_otp_auth: e-mails a six-digit code when the address has an account. */
export function requestOtp(email: string) {
  return apiRequest<MessageBody>('users/request_otp_auth', {
    method: 'POST',
    body: { email },
    silent: true,
  });
}

/** POST /api/v1/auth/password with an e-mail: sends a set-up link to /register. */
export function requestPasswordReset(email: string) {
  return apiRequest<MessageBody>('v1/auth/password', {
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
  // With a token the server always answers the signed-in user (passwordPostResponse leaves it optional for the e-mail form).
  const answer = await apiRequest<Answer<typeof signInResponse>>('v1/auth/password', {
    method: 'POST',
    body,
    silent: true,
  });
  storeUser(answer.data.name || answer.data.email);
  return answer.data;
}
