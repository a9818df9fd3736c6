import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { sharedKeys } from '../api/shared-keys.ts';
import { takeEarlyUserLoad } from './early-user.ts';
import { hasSession } from './session-store.ts';
import { type CurrentUserAnswer, userOfAnswer } from './user-of-answer.ts';

/** GET /api/users: the signed-in user. Shared by the guards, the layout and every feature. */
export const currentUserQuery = queryOptions({
  queryKey: sharedKeys.currentUser,
  queryFn: ({ signal }) => {
    const request = () => apiRequest<CurrentUserAnswer>('users', { signal }).then(userOfAnswer);
    // The first query takes the load main.tsx started; if that one failed, it asks (and reports) as usual.
    return takeEarlyUserLoad()?.catch(request) ?? request();
  },
  enabled: () => hasSession(),
  staleTime: 60_000,
  retry: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
