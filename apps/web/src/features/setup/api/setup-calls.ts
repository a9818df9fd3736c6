import type { Team } from '@livery/api-schemas/teams';
import type { UpdateUserBody, User } from '@livery/api-schemas/users';
import { apiRequest } from '../../../shared/api/client.ts';

/** PUT /api/users/{id}. */
export function updateUser(id: number, body: UpdateUserBody) {
  return apiRequest<{ user: User }>(`users/${id}`, { method: 'PUT', body, silent: true }).then(
    (answer) => answer.user,
  );
}

/** GET /api/teams. */
export function getTeams(signal?: AbortSignal) {
  return apiRequest<{ teams: Team[] }>('teams', { signal }).then((answer) => answer.teams);
}

/** POST /api/team_accounts. */
export function createTeam(name: string) {
  return apiRequest<{ message: string }>('team_accounts', {
    method: 'POST',
    body: { teams: { name } },
    silent: true,
  });
}
