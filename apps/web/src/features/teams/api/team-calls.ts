import type { MembersResponse } from '@livery/api-schemas/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/team_accounts/{id}/get_members. */
export function useMembers(teamUuid: string) {
  return useQuery({
    queryKey: ['team-members', teamUuid],
    queryFn: ({ signal }) =>
      apiRequest<MembersResponse>(`team_accounts/${teamUuid}/get_members`, { signal, silent: true }),
  });
}

type Call = { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

/** Every team change goes through here: it refreshes teams, members and the profile counts afterwards. */
export function useTeamChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: Call & { silent?: boolean }) =>
      apiRequest<{ message: string; team?: { uuid: string } }>(call.path, {
        method: call.method,
        body: call.body,
        silent: call.silent,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['team-members'] });
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
