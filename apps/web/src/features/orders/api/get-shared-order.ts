import type { SharedOrderResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/shared_orders/{id}: the order a shared link names, read-only and without a session. */
export const getSharedOrder = (
  uuid: string,
  link: { expires: string; token: string },
  signal?: AbortSignal,
) => apiRequest<SharedOrderResponse>(`shared_orders/${uuid}`, { query: link, signal, silent: true });

export const getSharedOrderQueryOptions = (uuid: string, link: { expires: string; token: string }) =>
  queryOptions({
    queryKey: orderKeys.sharedOrder(uuid, link),
    queryFn: ({ signal }) => getSharedOrder(uuid, link, signal),
    retry: false,
  });

/** The order a shared link names, read-only and without a session. */
export function useSharedOrder(uuid: string, link: { expires: string; token: string }) {
  return useQuery(getSharedOrderQueryOptions(uuid, link));
}
