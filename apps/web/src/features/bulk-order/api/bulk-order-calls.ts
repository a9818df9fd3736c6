import type { BulkOrderBody, BulkOrderResponse } from '@livery/api-schemas/bulk-orders';
import { useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';
import { bulkOrderQueries } from './bulk-order-queries.ts';

/** GET /api/saved_products by keyword, 30 a page, more on scroll; a superseded search is cancelled. */
export function useSavedProductSearch(keyword: string) {
  return useInfiniteQuery(bulkOrderQueries.productPicker(keyword));
}

/** GET /api/saved_products?uids=...: the products a link to /bulk-order?uids= preselects. */
export function useSavedProductsByUids(uids: string[]) {
  return useQuery(bulkOrderQueries.preselected(uids));
}

/** GET /api/employees/wearers per chosen saved product (a 403 for a plan without the employee database). */
export function useWearers(savedProductUuids: string[], enabled: boolean) {
  return useQueries({
    queries: savedProductUuids.map((uuid) => ({ ...bulkOrderQueries.wearers(uuid), enabled })),
  });
}

/** POST /api/kart_items/bulk_orders: the server re-checks the roster and prices every line. */
export function usePlaceBulkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkOrderBody) =>
      apiRequest<BulkOrderResponse>('kart_items/bulk_orders', { method: 'POST', body }),
    onSuccess: () => refreshCart(queryClient),
  });
}
