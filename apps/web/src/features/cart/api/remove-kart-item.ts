import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** DELETE /api/kart_items. */
export const removeKartItem = (uuid: string) =>
  apiRequest<MessageBody>('kart_items', { method: 'DELETE', body: { id: uuid } });

/** DELETE /api/kart_items. */
export function useRemoveKartItem() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: removeKartItem,
    onSuccess: refresh,
  });
}
