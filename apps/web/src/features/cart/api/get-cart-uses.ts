import type { CartUsesResponse } from '@livery/api-schemas/programmes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { cartKeys } from './cart-keys.ts';

/** GET /api/programme/cart_uses: per employee on the cart, what checking out uses of their entitlement. */
export const getCartUses = (signal?: AbortSignal) =>
  apiRequest<CartUsesResponse>('programme/cart_uses', { signal });

/** Under the cart's key: every change to the cart asks again. */
export const getCartUsesQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.entitlementUses(),
    queryFn: ({ signal }) => getCartUses(signal),
  });

export function useCartUses() {
  return useQuery(getCartUsesQueryOptions());
}
