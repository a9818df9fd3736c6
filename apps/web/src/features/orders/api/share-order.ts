import type { OrderShareLink, SharedOrderResponse } from '@livery/api-schemas/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

const shareLinksKey = (uuid: string) => ['orders', 'share-links', uuid] as const;

/** GET /api/orders/{id}/share_links: whom the order was shared with, each link's state and openings. */
export const shareLinksQuery = (uuid: string) =>
  queryOptions({
    queryKey: shareLinksKey(uuid),
    queryFn: ({ signal }) =>
      apiRequest<{ share_links: OrderShareLink[] }>(`orders/${uuid}/share_links`, { signal }).then(
        (body) => body.share_links,
      ),
  });

/** Read afresh each time the share dialog opens: the links are opened in other people's browsers. */
export function useShareLinks(uuid: string) {
  return useQuery({ ...shareLinksQuery(uuid), refetchOnMount: 'always' });
}

/** PUT /api/orders/{id}/share_order: one key per share, so a retried request mails nobody twice. */
export function useShareOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string) =>
      apiRequest<{ message: string }>(`orders/${uuid}/share_order`, {
        method: 'PUT',
        body: { emails },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(uuid) }),
  });
}

/** PUT /api/orders/{id}/share_links/{link_id}/revoke: the link opens the order no more. */
export function useRevokeShareLink(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest<{ message: string }>(`orders/${uuid}/share_links/${linkId}/revoke`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(uuid) }),
  });
}

/** GET /api/shared_orders/{id}: the order a shared link names, read-only and without a session. */
export function useSharedOrder(uuid: string, link: { expires: string; token: string }) {
  return useQuery({
    queryKey: ['shared-order', uuid, link.expires, link.token],
    queryFn: ({ signal }) =>
      apiRequest<SharedOrderResponse>(`shared_orders/${uuid}`, { query: link, signal, silent: true }),
    retry: false,
  });
}
