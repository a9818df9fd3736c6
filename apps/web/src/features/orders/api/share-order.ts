import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** PUT /api/orders/{id}/share_order: one key per share, so a retried request mails nobody twice. */
export const shareOrder = (uuid: string, emails: string) =>
  apiRequest<MessageBody>(`orders/${uuid}/share_order`, {
    method: 'PUT',
    body: { emails },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });

/** PUT /api/orders/{id}/share_order: one key per share, so a retried request mails nobody twice. */
export function useShareOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string) => shareOrder(uuid, emails),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.shareLinks(uuid) }),
  });
}
