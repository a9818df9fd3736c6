import type { OrderResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/orders/{uuid}: one order of any company, its lines saying which faces have print files. */
export const getAdminOrder = (uuid: string | null, signal?: AbortSignal) =>
  apiRequest<OrderResponse>(`admin/orders/${uuid}`, { signal });

export const getAdminOrderQueryOptions = (uuid: string | null) =>
  queryOptions({
    queryKey: adminKeys.order(uuid),
    enabled: Boolean(uuid),
    queryFn: ({ signal }) => getAdminOrder(uuid, signal),
  });

/** GET /api/admin/orders/{uuid}: one order of any company, its lines saying which faces have print files. */
export function useAdminOrder(uuid: string | null) {
  return useQuery(getAdminOrderQueryOptions(uuid));
}
