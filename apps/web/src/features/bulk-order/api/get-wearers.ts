import type { WearersResponse } from '@livery/api-schemas/employees';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { bulkOrderKeys } from './bulk-order-keys.ts';

/**
 * GET /api/employees/wearers for one saved product: who the employee database remembers with a size of
 * it. A plan without the employee database answers 403; that product then shows no changes.
 */
export const getWearers = (savedProductUuid: string, signal?: AbortSignal) =>
  apiRequest<WearersResponse>('employees/wearers', {
    query: { saved_product_id: savedProductUuid },
    signal,
    silent: true,
  });

export const getWearersQueryOptions = (savedProductUuid: string) =>
  queryOptions({
    queryKey: bulkOrderKeys.wearers(savedProductUuid),
    retry: false,
    queryFn: ({ signal }) => getWearers(savedProductUuid, signal),
  });

/** GET /api/employees/wearers per chosen saved product (a 403 for a plan without the employee database). */
export function useWearers(savedProductUuids: string[], enabled: boolean) {
  return useQueries({
    queries: savedProductUuids.map((uuid) => ({ ...getWearersQueryOptions(uuid), enabled })),
  });
}
