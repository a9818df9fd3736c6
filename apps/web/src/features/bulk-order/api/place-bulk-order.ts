import type { BulkOrderBody, BulkOrderResponse } from '@livery/api-schemas/bulk-orders';
import type { RosterRow } from '@livery/domain/roster-rows';
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

/** A reviewed roster as the bulk order's calls take it: the chosen products in order, every cell as text. */
export function rosterOrderBody(
  savedProductUuids: readonly string[],
  cells: readonly RosterRow[],
): BulkOrderBody {
  return {
    quote: {
      mode: 'pro',
      data: savedProductUuids.map((uuid) => ({ saved_product_id: uuid })),
      employees: cells.map((row) =>
        Object.fromEntries(Object.entries(row).map(([field, value]) => [field, value ?? ''])),
      ),
    },
  };
}
