import type { Answer } from '@livery/api-schemas/answer';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { bulkOrderKeys } from './bulk-order-keys.ts';

/** GET /api/saved_products?uids=...: the products a link to /bulk-order?uids= preselects. */
export const getSavedProductsByUuids = (uids: string[], signal?: AbortSignal) =>
  apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
    query: { uids: uids.join(','), per_page: 100 },
    signal,
  });

export const getSavedProductsByUuidsQueryOptions = (uids: string[]) =>
  queryOptions({
    queryKey: bulkOrderKeys.preselected(uids),
    enabled: uids.length > 0,
    queryFn: ({ signal }) => getSavedProductsByUuids(uids, signal),
  });

/** GET /api/saved_products?uids=...: the products a link to /bulk-order?uids= preselects. */
export function useSavedProductsByUids(uids: string[]) {
  return useQuery(getSavedProductsByUuidsQueryOptions(uids));
}
