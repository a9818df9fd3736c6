import type { AddKartItemBody, KartItem } from '@livery/api-schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/kart_items: the server prices the line. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddKartItemBody) =>
      apiRequest<{ kart_item: KartItem }>('kart_items', { method: 'POST', body, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cart-qty'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
