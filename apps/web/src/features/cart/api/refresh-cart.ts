import { useQueryClient } from '@tanstack/react-query';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';

/** Refreshes the cart and its badge after a change to the cart. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => refreshCart(queryClient);
}
