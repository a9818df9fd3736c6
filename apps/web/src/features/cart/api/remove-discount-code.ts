import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** POST /api/cart/remove_discount. */
export const removeDiscountCode = () => apiRequest<MessageBody>('cart/remove_discount', { method: 'POST' });

/** POST /api/cart/remove_discount. */
export function useRemoveDiscount() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: removeDiscountCode,
    onSuccess: refresh,
  });
}
