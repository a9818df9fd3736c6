import type { Answer } from '@livery/api-schemas/answer';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** GET /api/saved_products?keyword&per_page=25: the Add Item search. */
export const searchSavedProducts = (keyword: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
    query: { keyword: keyword || undefined, per_page: 25, product_type: 'all', sort_by: 'title' },
    signal,
  }).then((body) => body.saved_products);

export const searchSavedProductsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: inventoryKeys.savedProductSearch(keyword),
    queryFn: ({ signal }) => searchSavedProducts(keyword, signal),
  });

/** GET /api/saved_products?keyword&per_page=25: the Add Item search. */
export function useSavedProductSearch(keyword: string) {
  return useQuery(searchSavedProductsQueryOptions(keyword));
}
