import type { CartResponse } from '@livery/api-schemas/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { cartKeys } from './cart-keys.ts';

/** GET /api/kart_items. */
export const getCart = (signal?: AbortSignal) => apiRequest<CartResponse>('kart_items', { signal });

export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.cart,
    queryFn: ({ signal }) => getCart(signal),
  });

/** GET /api/kart_items. */
export function useCart() {
  return useQuery(getCartQueryOptions());
}
