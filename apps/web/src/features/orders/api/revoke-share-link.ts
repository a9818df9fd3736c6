import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** PUT /api/orders/{id}/share_links/{link_id}/revoke: the link opens the order no more. */
export const revokeShareLink = (uuid: string, linkId: string) =>
  apiRequest<MessageBody>(`orders/${uuid}/share_links/${linkId}/revoke`, { method: 'PUT' });

/** PUT /api/orders/{id}/share_links/{link_id}/revoke: the link opens the order no more. */
export function useRevokeShareLink(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokeShareLink(uuid, linkId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.shareLinks(uuid) }),
  });
}
