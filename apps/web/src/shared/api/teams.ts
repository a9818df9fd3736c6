import type { MembersResponse, Team } from '@livery/api-schemas/teams';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** GET /api/teams: the teams the user joined (team filters and pickers). */
export function useJoinedTeams() {
  return useQuery({
    queryKey: ['teams'],
    queryFn: ({ signal }) => apiRequest<{ teams: Team[] }>('teams', { signal }).then((body) => body.teams),
  });
}

/** GET /api/team_accounts/{uuid}/get_members: a member filter's choices, once exactly one team is chosen. */
export function useTeamMembers(teamUuid: string | null) {
  return useQuery({
    queryKey: ['teams', 'members', teamUuid],
    enabled: Boolean(teamUuid),
    queryFn: ({ signal }) => apiRequest<MembersResponse>(`team_accounts/${teamUuid}/get_members`, { signal }),
  });
}
