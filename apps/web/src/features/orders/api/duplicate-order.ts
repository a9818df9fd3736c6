import type { DuplicatedOrder } from '@livery/api-schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';

/** POST /api/orders/{id}/duplicate_order: the order's lines back into the cart, priced today. */
export const duplicateOrder = (uuid: string) =>
  apiRequest<DuplicatedOrder>(`orders/${uuid}/duplicate_order`, { method: 'POST' });

/** POST /api/orders/{id}/duplicate_order: the order's lines back into the cart, priced today. */
export function useDuplicateOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => duplicateOrder(uuid),
    onSuccess: () => refreshCart(queryClient),
  });
}
