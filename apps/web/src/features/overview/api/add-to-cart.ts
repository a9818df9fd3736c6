import type { Answer } from '@livery/api-schemas/answer';
import type { AddKartItemBody, kartItemResponse } from '@livery/api-schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';

/** POST /api/kart_items: the server prices the line. */
export const addToCart = (body: AddKartItemBody) =>
  apiRequest<Answer<typeof kartItemResponse>>('kart_items', { method: 'POST', body, silent: true });

/** POST /api/kart_items: the server prices the line. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => refreshCart(queryClient),
  });
}
