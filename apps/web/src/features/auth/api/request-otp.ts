import type { MessageBody } from '@livery/api-schemas/common';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/users/request_otp_auth: e-mails a six-digit code when the address has an account. */
export function requestOtp(email: string) {
  return apiRequest<MessageBody>('users/request_otp_auth', {
    method: 'POST',
    body: { email },
    silent: true,
  });
}
