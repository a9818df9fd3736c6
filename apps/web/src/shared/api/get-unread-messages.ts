import type { UnreadResponse } from '@livery/api-schemas/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** How often the sidebars ask again while the page is open: messages arrive from the other side. */
const UNREAD_REFRESH_MS = 60_000;

/** GET /api/conversations/unread: unread messages over the orders the caller sees. */
export const getUnreadMessages = (signal?: AbortSignal) =>
  apiRequest<UnreadResponse>('conversations/unread', { signal });

export const getUnreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.unreadMessages(),
    queryFn: ({ signal }) => getUnreadMessages(signal),
    refetchInterval: UNREAD_REFRESH_MS,
  });

/** The sidebars' unread count (and the orders it is on). */
export function useUnreadMessages(isEnabled = true) {
  return useQuery({ ...getUnreadMessagesQueryOptions(), enabled: isEnabled });
}
