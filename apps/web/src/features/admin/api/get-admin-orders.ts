import type { Answer } from '@livery/api-schemas/answer';
import type { ordersResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type AdminOrdersPage, adminKeys } from './admin-keys.ts';

/** GET /api/admin/orders: every company's orders, newest first. */
export const getAdminOrders = (filter: AdminOrdersPage, signal?: AbortSignal) =>
  apiRequest<Answer<typeof ordersResponse>>('admin/orders', { query: { ...filter }, signal });

export const getAdminOrdersQueryOptions = (filter: AdminOrdersPage) =>
  queryOptions({
    queryKey: adminKeys.orderList(filter),
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders: every company's orders, newest first. */
export function useAdminOrders(filter: AdminOrdersPage) {
  return useQuery(getAdminOrdersQueryOptions(filter));
}
