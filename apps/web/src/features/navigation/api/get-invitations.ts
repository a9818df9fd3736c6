import type { Answer } from '@livery/api-schemas/answer';
import type { invitationsResponse } from '@livery/api-schemas/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { navigationKeys } from './navigation-keys.ts';

/** GET /api/team_accounts/get_invitations. */
export const getInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: navigationKeys.invitations,
    queryFn: ({ signal }) =>
      apiRequest<Answer<typeof invitationsResponse>>('team_accounts/get_invitations', { signal }).then(
        (answer) => answer.invitations,
      ),
  });

/** GET /api/team_accounts/get_invitations. */
export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
