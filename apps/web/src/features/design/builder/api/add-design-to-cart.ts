import type { Answer } from '@livery/api-schemas/answer';
import type { kartItemResponse, QuoteForm } from '@livery/api-schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { refreshCart } from '../../../../shared/api/refresh-cart.ts';

/** POST /api/kart_items with the builder's form: the server prices and keeps the design. */
export const addDesignToCart = (quote: QuoteForm) =>
  apiRequest<Answer<typeof kartItemResponse>>('kart_items', {
    method: 'POST',
    body: { quote },
    silent: true,
  });

/** POST /api/kart_items with the builder's form: the server prices and keeps the design. */
export function useAddDesignToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDesignToCart,
    onSuccess: () => refreshCart(queryClient),
  });
}
