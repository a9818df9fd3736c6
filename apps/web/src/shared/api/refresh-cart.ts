import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from './shared-keys.ts';

/** The cart and its badge after anything put lines in or took them out. */
export function refreshCart(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sharedKeys.cart });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.cartQuantity });
}
