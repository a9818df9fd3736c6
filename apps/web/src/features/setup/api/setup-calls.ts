import type { Answer } from '@livery/api-schemas/answer';
import type { MessageBody } from '@livery/api-schemas/common';
import type { UpdateUserBody, userResponse } from '@livery/api-schemas/users';
import { apiRequest } from '../../../shared/api/client.ts';

/** PUT /api/users/{id}. */
export function updateUser(id: number, body: UpdateUserBody) {
  return apiRequest<Answer<typeof userResponse>>(`users/${id}`, { method: 'PUT', body, silent: true }).then(
    (answer) => answer.user,
  );
}

/** POST /api/team_accounts. */
export function createTeam(name: string) {
  return apiRequest<MessageBody>('team_accounts', {
    method: 'POST',
    body: { teams: { name } },
    silent: true,
  });
}
