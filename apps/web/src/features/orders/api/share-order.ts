import type { SharedOrderResponse } from '@livery/api-schemas/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** PUT /api/orders/{id}/share_order: one key per share, so a retried request mails nobody twice. */
export function useShareOrder(uuid: string) {
  return useMutation({
    mutationFn: (emails: string) =>
      apiRequest<{ message: string }>(`orders/${uuid}/share_order`, {
        method: 'PUT',
        body: { emails },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
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
