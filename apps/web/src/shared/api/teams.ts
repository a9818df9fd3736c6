import type { Team } from '@livery/api-schemas/teams';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** GET /api/teams: the teams the user joined (team filters and pickers). */
export function useJoinedTeams() {
  return useQuery({
    queryKey: ['teams'],
    queryFn: ({ signal }) => apiRequest<{ teams: Team[] }>('teams', { signal }).then((body) => body.teams),
  });
}
