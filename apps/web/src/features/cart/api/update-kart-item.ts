import type { KartItem, UpdateKartItemBody } from '@livery/api-schemas/cart';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/kart_items/{uuid}/check_price: the line priced by the server with other quantities, not saved. */
export function useKartItemPrice(uuid: string, qtyOptions: UpdateKartItemBody['qty_options']) {
  return useQuery<KartItem>({
    queryKey: ['kart-item-price', uuid, qtyOptions],
    // The last price stays while the next one is fetched.
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest<{ kart_item: KartItem }>(`kart_items/${uuid}/check_price`, {
        method: 'POST',
        body: { qty_options: qtyOptions },
        signal,
        silent: true,
      }).then((answer) => answer.kart_item),
  });
}

/** PUT /api/kart_items/{uuid}: new quantities per size; the cart reloads with the server's prices. */
export function useUpdateKartItem(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKartItemBody) =>
      apiRequest<{ kart_item: KartItem }>(`kart_items/${uuid}`, { method: 'PUT', body, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['kart-item', uuid] });
    },
  });
}
