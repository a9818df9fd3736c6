import type { KartItem, QuoteForm } from '@livery/api-schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';

/** POST /api/kart_items with the builder's form: the server prices and keeps the design. */
export function useAddDesignToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteForm) =>
      apiRequest<{ kart_item: KartItem }>('kart_items', { method: 'POST', body: { quote }, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cart-qty'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
