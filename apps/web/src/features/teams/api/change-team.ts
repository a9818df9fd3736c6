import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { teamKeys } from './teams-keys.ts';

type Call = { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

/** Every team change goes through here: it refreshes teams, members and the profile counts afterwards. */
export const changeTeam = (call: Call & { silent?: boolean }) =>
  apiRequest<{ message: string; team?: { uuid: string } }>(call.path, {
    method: call.method,
    body: call.body,
    silent: call.silent,
  });

/** Every team change goes through here: it refreshes teams, members and the profile counts afterwards. */
export function useTeamChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeam,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.teams });
      void queryClient.invalidateQueries({ queryKey: teamKeys.members });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser });
    },
  });
}
