import { useQuery } from '@tanstack/react-query';
import { sharedQueries } from './shared-queries.ts';

/** GET /api/teams: the teams the user joined (team filters and pickers). */
export function useJoinedTeams() {
  return useQuery(sharedQueries.joinedTeams());
}

/** GET /api/team_accounts/{uuid}/get_members: a member filter's choices, once exactly one team is chosen. */
export function useTeamMembers(teamUuid: string | null) {
  return useQuery(sharedQueries.teamMembers(teamUuid));
}
