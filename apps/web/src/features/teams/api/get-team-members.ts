import type { MembersResponse } from '@livery/api-schemas/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { teamKeys } from './teams-keys.ts';

/** GET /api/team_accounts/{id}/get_members; a refusal is shown by the page. */
export const getTeamMembers = (teamUuid: string, signal?: AbortSignal) =>
  apiRequest<MembersResponse>(`team_accounts/${teamUuid}/get_members`, { signal, silent: true });

export const getTeamMembersQueryOptions = (teamUuid: string) =>
  queryOptions({
    queryKey: teamKeys.membersOf(teamUuid),
    queryFn: ({ signal }) => getTeamMembers(teamUuid, signal),
  });

/** GET /api/team_accounts/{id}/get_members. */
export function useMembers(teamUuid: string) {
  return useQuery(getTeamMembersQueryOptions(teamUuid));
}
