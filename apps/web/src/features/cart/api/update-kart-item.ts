import type { Answer } from '@livery/api-schemas/answer';
import type { kartItemResponse, UpdateKartItemBody } from '@livery/api-schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { cartKeys } from './cart-keys.ts';

/** PUT /api/kart_items/{uuid}: new quantities per size; the cart reloads with the server's prices. */
export const updateKartItem = (uuid: string, body: UpdateKartItemBody) =>
  apiRequest<Answer<typeof kartItemResponse>>(`kart_items/${uuid}`, {
    method: 'PUT',
    body,
    silent: true,
  });

/** PUT /api/kart_items/{uuid}: new quantities per size; the cart reloads with the server's prices. */
export function useUpdateKartItem(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKartItemBody) => updateKartItem(uuid, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
      void queryClient.invalidateQueries({ queryKey: cartKeys.kartItem(uuid) });
    },
  });
}
