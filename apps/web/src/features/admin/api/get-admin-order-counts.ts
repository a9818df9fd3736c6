import type { Answer } from '@livery/api-schemas/answer';
import type { orderStatusCounts } from '@livery/api-schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type AdminOrdersFilter, adminKeys } from './admin-keys.ts';

/** GET /api/admin/orders/status_counts: orders per status under the same filters. */
export const getAdminOrderCounts = (filter: AdminOrdersFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof orderStatusCounts>>('admin/orders/status_counts', {
    query: { ...filter },
    signal,
  });

export const getAdminOrderCountsQueryOptions = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: adminKeys.orderCounts(filter),
    queryFn: ({ signal }) => getAdminOrderCounts(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders/status_counts: orders per status under the same filters. */
export function useAdminOrderCounts(filter: AdminOrdersFilter) {
  return useQuery(getAdminOrderCountsQueryOptions(filter));
}
