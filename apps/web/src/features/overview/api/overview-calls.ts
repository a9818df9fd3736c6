import type { Answer } from '@livery/api-schemas/answer';
import type { AddKartItemBody, kartItemResponse } from '@livery/api-schemas/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';
import { overviewQueries } from './overview-queries.ts';

/** GET /api/orders/overview: the caller's orders counted by status, and the latest few. */
export function useOrdersOverview() {
  return useQuery(overviewQueries.ordersOverview());
}

/** GET /api/saved_products for the overview grid (first 24 by title). */
export function useOverviewSavedProducts() {
  return useQuery(overviewQueries.savedProducts());
}

/** GET /api/kart_items/check_price for the quantities entered; nothing asked until a piece is entered. */
export function useCheckPrice(savedProductUuid: string, quantities: Record<string, number>) {
  return useQuery(overviewQueries.checkPrice(savedProductUuid, quantities));
}

/** POST /api/kart_items: the server prices the line. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddKartItemBody) =>
      apiRequest<Answer<typeof kartItemResponse>>('kart_items', { method: 'POST', body, silent: true }),
    onSuccess: () => refreshCart(queryClient),
  });
}
