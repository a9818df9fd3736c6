import type { MembersResponse } from '@livery/api-schemas/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** GET /api/team_accounts/{uuid}/get_members: a member filter's choices, once exactly one team is chosen. */
export const getTeamMembers = (teamUuid: string | null, signal?: AbortSignal) =>
  apiRequest<MembersResponse>(`team_accounts/${teamUuid}/get_members`, { signal });

export const getTeamMembersQueryOptions = (teamUuid: string | null) =>
  queryOptions({
    queryKey: sharedKeys.teamMembers(teamUuid),
    enabled: Boolean(teamUuid),
    queryFn: ({ signal }) => getTeamMembers(teamUuid, signal),
  });

/** GET /api/team_accounts/{uuid}/get_members: a member filter's choices, once exactly one team is chosen. */
export function useTeamMembers(teamUuid: string | null) {
  return useQuery(getTeamMembersQueryOptions(teamUuid));
}
