import type { Answer } from '@livery/api-schemas/answer';
import type { UpdateUserBody, userResponse } from '@livery/api-schemas/users';
import { apiRequest } from '../../../shared/api/client.ts';

/** PUT /api/users/{id}. */
export function updateUser(id: number, body: UpdateUserBody) {
  return apiRequest<Answer<typeof userResponse>>(`users/${id}`, { method: 'PUT', body, silent: true }).then(
    (answer) => answer.user,
  );
}
