import { apiRequest } from '../../../shared/api/client.ts';

/** DELETE /api/v1/auth/sign_out. */
export function signOut() {
  return apiRequest('v1/auth/sign_out', { method: 'DELETE', silent: true });
}
