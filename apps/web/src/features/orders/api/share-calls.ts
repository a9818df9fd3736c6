import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys, orderQueries } from './orders-queries.ts';

/** Read afresh each time the share dialog opens: the links are opened in other people's browsers. */
export function useShareLinks(uuid: string) {
  return useQuery({ ...orderQueries.shareLinks(uuid), refetchOnMount: 'always' });
}

/** PUT /api/orders/{id}/share_order: one key per share, so a retried request mails nobody twice. */
export function useShareOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string) =>
      apiRequest<MessageBody>(`orders/${uuid}/share_order`, {
        method: 'PUT',
        body: { emails },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.shareLinks(uuid) }),
  });
}

/** PUT /api/orders/{id}/share_links/{link_id}/revoke: the link opens the order no more. */
export function useRevokeShareLink(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest<MessageBody>(`orders/${uuid}/share_links/${linkId}/revoke`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.shareLinks(uuid) }),
  });
}

/** The order a shared link names, read-only and without a session. */
export function useSharedOrder(uuid: string, link: { expires: string; token: string }) {
  return useQuery(orderQueries.sharedOrder(uuid, link));
}
