import type { OrderLocationsResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type LocationFilter, orderKeys } from './orders-keys.ts';

/** GET /api/employee_products/{order uuid}/show_location. */
export const getOrderLocations = (uuid: string, filter: LocationFilter, signal?: AbortSignal) =>
  apiRequest<OrderLocationsResponse>(`employee_products/${uuid}/show_location`, {
    query: { filter },
    signal,
  });

export const getOrderLocationsQueryOptions = (uuid: string, filter: LocationFilter) =>
  queryOptions({
    queryKey: orderKeys.locations(uuid, filter),
    queryFn: ({ signal }) => getOrderLocations(uuid, filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/employee_products/{order uuid}/show_location. */
export function useOrderLocations(orderUuid: string, filter: LocationFilter) {
  return useQuery(getOrderLocationsQueryOptions(orderUuid, filter));
}
