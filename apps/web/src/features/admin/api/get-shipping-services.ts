import type { Answer } from '@livery/api-schemas/answer';
import type { shippingServicesResponse } from '@livery/api-schemas/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/shipping_services. */
export const getShippingServices = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof shippingServicesResponse>>('admin/shipping_services', { signal }).then(
    (body) => body.shipping_services,
  );

export const getShippingServicesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.shippingServices,
    queryFn: ({ signal }) => getShippingServices(signal),
  });

/** GET /api/admin/shipping_services. */
export function useShippingServices() {
  return useQuery(getShippingServicesQueryOptions());
}
