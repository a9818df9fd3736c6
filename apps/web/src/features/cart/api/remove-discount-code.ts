import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** POST /api/cart/remove_discount. */
export function useRemoveDiscount() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: () => apiRequest<MessageBody>('cart/remove_discount', { method: 'POST' }),
    onSuccess: refresh,
  });
}
