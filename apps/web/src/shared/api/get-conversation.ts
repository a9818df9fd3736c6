import type { ConversationEntry, ConversationResponse } from '@livery/api-schemas/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** Entries per page: page 1 is the newest, "Show earlier" reads the next. */
export const CONVERSATION_PAGE_SIZE = 30;

/** GET /api/conversations/{order uuid}: one page of the thread, oldest first within it. */
export const getConversationPage = (orderUuid: string, page: number, signal?: AbortSignal) =>
  apiRequest<ConversationResponse>(`conversations/${orderUuid}`, {
    query: { page, per_page: CONVERSATION_PAGE_SIZE },
    signal,
  });

export const getConversationQueryOptions = (orderUuid: string) =>
  infiniteQueryOptions({
    queryKey: sharedKeys.conversation(orderUuid),
    queryFn: ({ pageParam, signal }) => getConversationPage(orderUuid, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.total_pages ? last.meta.current_page + 1 : undefined,
  });

/**
 * The thread as one list, oldest first: earlier pages go before later ones, and an entry that a new message
 * pushed onto the next page is shown once.
 */
export function threadEntries(pages: readonly ConversationResponse[]): ConversationEntry[] {
  const seen = new Set<string>();
  const entries: ConversationEntry[] = [];
  for (const page of [...pages].reverse()) {
    for (const entry of page.entries) {
      const key = `${entry.kind}:${entry.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push(entry);
    }
  }
  return entries;
}

/** An order's conversation with its events; earlier pages on demand. */
export function useConversation(orderUuid: string) {
  return useInfiniteQuery(getConversationQueryOptions(orderUuid));
}
