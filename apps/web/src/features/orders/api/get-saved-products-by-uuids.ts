import type { Answer } from '@livery/api-schemas/answer';
import type { SavedProduct, savedProductsResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/saved_products?uids=...: the names of the products a filter in the URL already holds. */
export const getSavedProductsByUuids = (uuids: string[], signal?: AbortSignal) =>
  apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
    query: { uids: uuids.join(','), per_page: 100, product_type: 'all' },
    signal,
  }).then((body) => body.saved_products);

export const getSavedProductsByUuidsQueryOptions = (uuids: string[]) =>
  queryOptions<SavedProduct[]>({
    queryKey: orderKeys.savedProductsByUuids(uuids),
    enabled: uuids.length > 0,
    queryFn: ({ signal }) => getSavedProductsByUuids(uuids, signal),
    placeholderData: keepPreviousData,
  });

/** The names of the saved products a filter in the URL already holds. */
export function useSavedProductsByUids(uuids: string[]) {
  return useQuery(getSavedProductsByUuidsQueryOptions(uuids));
}
