import type { MessageBody } from '@livery/api-schemas/common';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/team_accounts. */
export function createTeam(name: string) {
  return apiRequest<MessageBody>('team_accounts', {
    method: 'POST',
    body: { teams: { name } },
    silent: true,
  });
}
