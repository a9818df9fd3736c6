import type { Answer } from '@livery/api-schemas/answer';
import type { teamsResponse } from '@livery/api-schemas/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** GET /api/teams: the teams the user joined (team filters and pickers). */
export const getJoinedTeams = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof teamsResponse>>('teams', { signal }).then((body) => body.teams);

export const getJoinedTeamsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.teams,
    queryFn: ({ signal }) => getJoinedTeams(signal),
  });

/** GET /api/teams: the teams the user joined (team filters and pickers). */
export function useJoinedTeams() {
  return useQuery(getJoinedTeamsQueryOptions());
}
