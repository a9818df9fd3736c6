import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** POST /api/cart/apply_discount; the caller shows a refusal under the input. */
export const applyDiscountCode = (code: string) =>
  apiRequest<MessageBody>('cart/apply_discount', {
    method: 'POST',
    body: { discount_code: code },
    silent: true,
  });

/** POST /api/cart/apply_discount; the caller shows a refusal under the input. */
export function useApplyDiscount() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: applyDiscountCode,
    onSuccess: refresh,
  });
}
