import type { Answer } from '@livery/api-schemas/answer';
import type { orderShareLinksResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/orders/{id}/share_links: whom the order was shared with, each link's state and openings. */
export const getShareLinks = (uuid: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof orderShareLinksResponse>>(`orders/${uuid}/share_links`, { signal }).then(
    (body) => body.share_links,
  );

export const getShareLinksQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.shareLinks(uuid),
    queryFn: ({ signal }) => getShareLinks(uuid, signal),
  });

/** Read afresh each time the share dialog opens: the links are opened in other people's browsers. */
export function useShareLinks(uuid: string) {
  return useQuery({ ...getShareLinksQueryOptions(uuid), refetchOnMount: 'always' });
}
