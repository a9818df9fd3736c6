import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { teamKeys } from './teams-keys.ts';

/** Every team change refreshes the joined teams, the members and the profile's counts. */
export function refreshTeams(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sharedKeys.teams });
  void queryClient.invalidateQueries({ queryKey: teamKeys.members });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser });
}
