import type { Answer } from '@livery/api-schemas/answer';
import type { signInResponse } from '@livery/api-schemas/auth';
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
