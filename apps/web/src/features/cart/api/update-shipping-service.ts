import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** PUT /api/kart_items/update_policy: the shipping service of a sub-cart's lines. */
export const updateShippingService = (body: { item_ids: number[]; service_id: number }) =>
  apiRequest<MessageBody>('kart_items/update_policy', { method: 'PUT', body });

/** PUT /api/kart_items/update_policy: the shipping service of a sub-cart's lines. */
export function useUpdateShippingService() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: updateShippingService,
    onSuccess: refresh,
  });
}
