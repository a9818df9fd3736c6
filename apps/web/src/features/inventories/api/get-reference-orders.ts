import type { Answer } from '@livery/api-schemas/answer';
import type { referenceOrdersResponse } from '@livery/api-schemas/inventories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** GET /api/inventories/{uuid}/get_reference_orders. */
export const getReferenceOrders = (uuid: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof referenceOrdersResponse>>(`inventories/${uuid}/get_reference_orders`, {
    signal,
  }).then((body) => body.orders);

export const getReferenceOrdersQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: inventoryKeys.referenceOrders(uuid),
    queryFn: ({ signal }) => getReferenceOrders(uuid, signal),
  });

/** GET /api/inventories/{uuid}/get_reference_orders. */
export function useReferenceOrders(uuid: string) {
  return useQuery(getReferenceOrdersQueryOptions(uuid));
}
