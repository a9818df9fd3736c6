import type { OrderLocationsResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/orders/{uuid}/locations: where the order's pieces go, people grouped by department. */
export const getAdminOrderLocations = (uuid: string, signal?: AbortSignal) =>
  apiRequest<OrderLocationsResponse>(`admin/orders/${uuid}/locations`, {
    query: { filter: 'department' },
    signal,
  });

export const getAdminOrderLocationsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: adminKeys.orderLocations(uuid),
    queryFn: ({ signal }) => getAdminOrderLocations(uuid, signal),
  });

/** GET /api/admin/orders/{uuid}/locations: where the order's pieces go, people grouped by department. */
export function useAdminOrderLocations(uuid: string) {
  return useQuery(getAdminOrderLocationsQueryOptions(uuid));
}
