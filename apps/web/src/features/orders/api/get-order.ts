import type { OrderResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/orders/{id}. */
export const getOrder = (uuid: string, signal?: AbortSignal) =>
  apiRequest<OrderResponse>(`orders/${uuid}`, { signal, silent: true });

export const getOrderQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.order(uuid),
    queryFn: ({ signal }) => getOrder(uuid, signal),
  });

/** GET /api/orders/{id}. */
export function useOrder(uuid: string) {
  return useQuery(getOrderQueryOptions(uuid));
}
