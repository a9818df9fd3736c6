import type { MessageBody } from '@livery/api-schemas/common';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/v1/auth/password with an e-mail: sends a set-up link to /register. */
export function requestPasswordReset(email: string) {
  return apiRequest<MessageBody>('v1/auth/password', {
    method: 'POST',
    body: { email, redirect_url: `${window.location.origin}/register` },
    silent: true,
  });
}
