import type { Team } from '@livery/api-schemas/teams';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/teams: the teams an artwork can be filed under (the ones the user joined). */
export function useArtworkTeams() {
  return useQuery({
    queryKey: ['teams'],
    queryFn: ({ signal }) => apiRequest<{ teams: Team[] }>('teams', { signal }).then((body) => body.teams),
    staleTime: 60_000,
  });
}
