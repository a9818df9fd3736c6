import type { Team } from '@livery/api-schemas/teams';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';

/** GET /api/teams: the teams a design may be saved for. */
export function useMyTeams(enabled: boolean) {
  return useQuery({
    queryKey: ['teams'],
    enabled,
    queryFn: ({ signal }) => apiRequest<{ teams: Team[] }>('teams', { signal }),
  });
}
