import type { OrdersOverviewResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { overviewKeys } from './overview-keys.ts';

/** GET /api/orders/overview: the caller's orders counted by status, and the latest few. */
export const getOrdersOverview = (signal?: AbortSignal) =>
  apiRequest<OrdersOverviewResponse>('orders/overview', { signal });

export const getOrdersOverviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.ordersOverview,
    queryFn: ({ signal }) => getOrdersOverview(signal),
  });

/** GET /api/orders/overview: the caller's orders counted by status, and the latest few. */
export function useOrdersOverview() {
  return useQuery(getOrdersOverviewQueryOptions());
}
