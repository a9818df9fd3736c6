import type { MembersResponse } from '@livery/api-schemas/teams';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The teams page's keys (the joined teams themselves are the shared `sharedKeys.teams`). */
export const teamKeys = {
  members: ['team-members'] as const,
  membersOf: (teamUuid: string) => [...teamKeys.members, teamUuid] as const,
};

export const teamQueries = {
  /** GET /api/team_accounts/{id}/get_members; a refusal is shown by the page. */
  members: (teamUuid: string) =>
    queryOptions({
      queryKey: teamKeys.membersOf(teamUuid),
      queryFn: ({ signal }) =>
        apiRequest<MembersResponse>(`team_accounts/${teamUuid}/get_members`, { signal, silent: true }),
    }),
};
