import type { Answer } from '@livery/api-schemas/answer';
import type { invitationsResponse } from '@livery/api-schemas/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { navigationKeys } from './navigation-keys.ts';

/** GET /api/team_accounts/get_invitations. */
export const getInvitations = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof invitationsResponse>>('team_accounts/get_invitations', { signal }).then(
    (answer) => answer.invitations,
  );

export const getInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: navigationKeys.invitations,
    queryFn: ({ signal }) => getInvitations(signal),
  });

/** GET /api/team_accounts/get_invitations. */
export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
