import type { BulkOrderBody, BulkOrderResponse } from '@livery/api-schemas/bulk-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';

/** POST /api/kart_items/bulk_orders: the server re-checks the roster and prices every line. */
export const placeBulkOrder = (body: BulkOrderBody) =>
  apiRequest<BulkOrderResponse>('kart_items/bulk_orders', { method: 'POST', body });

/** POST /api/kart_items/bulk_orders: the server re-checks the roster and prices every line. */
export function usePlaceBulkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBulkOrder,
    onSuccess: () => refreshCart(queryClient),
  });
}
