import type { OrdersOverviewResponse } from '@livery/api-schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/orders/overview: the caller's orders counted by status, and the latest few. */
export function useOrdersOverview() {
  return useQuery({
    queryKey: ['orders', 'overview'],
    queryFn: ({ signal }) => apiRequest<OrdersOverviewResponse>('orders/overview', { signal }),
  });
}
