import type { Answer } from '@livery/api-schemas/answer';
import type { cartQtyResponse } from '@livery/api-schemas/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { navigationKeys } from './navigation-keys.ts';

/** GET /api/cart/get_qty: the number on the cart badge. */
export const getCartQuantity = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof cartQtyResponse>>('cart/get_qty', { signal }).then((answer) => answer.qty);

export const getCartQuantityQueryOptions = () =>
  queryOptions({
    queryKey: navigationKeys.cartQuantity,
    queryFn: ({ signal }) => getCartQuantity(signal),
  });

/** GET /api/cart/get_qty: the number on the cart badge (other features refresh it through `refreshCart`). */
export function useCartQuantity() {
  return useQuery(getCartQuantityQueryOptions());
}
