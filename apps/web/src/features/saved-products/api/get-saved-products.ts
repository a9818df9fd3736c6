import type { Answer } from '@livery/api-schemas/answer';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type SavedProductsFilter, savedProductKeys } from './saved-products-keys.ts';

export const SAVED_PRODUCTS_PER_PAGE = 25;

/** GET /api/saved_products; a request superseded by a newer filter is cancelled through its signal. */
export const getSavedProducts = (filter: SavedProductsFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
    query: {
      keyword: filter.keyword || undefined,
      team_id: filter.teamId ?? undefined,
      product_type: filter.productType,
      sort_by: filter.sortBy,
      page: filter.page,
      per_page: SAVED_PRODUCTS_PER_PAGE,
    },
    signal,
  });

export const getSavedProductsQueryOptions = (filter: SavedProductsFilter) =>
  queryOptions({
    queryKey: savedProductKeys.list(filter),
    queryFn: ({ signal }) => getSavedProducts(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/saved_products; a request superseded by a newer filter is cancelled through its signal. */
export function useSavedProducts(filter: SavedProductsFilter) {
  return useQuery(getSavedProductsQueryOptions(filter));
}
