import type { Answer } from '@livery/api-schemas/answer';
import type { signInResponse } from '@livery/api-schemas/auth';
import { apiRequest } from '../../../shared/api/client.ts';
import { storeUser } from '../../../shared/auth/session-store.ts';

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
