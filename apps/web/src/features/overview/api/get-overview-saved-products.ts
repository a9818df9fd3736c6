import type { Answer } from '@livery/api-schemas/answer';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { OVERVIEW_PRODUCTS, overviewKeys } from './overview-keys.ts';

/** GET /api/saved_products for the overview grid (first 24 by title). */
export const getOverviewSavedProducts = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
    query: OVERVIEW_PRODUCTS,
    signal,
  });

export const getOverviewSavedProductsQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.savedProducts,
    queryFn: ({ signal }) => getOverviewSavedProducts(signal),
  });

/** GET /api/saved_products for the overview grid (first 24 by title). */
export function useOverviewSavedProducts() {
  return useQuery(getOverviewSavedProductsQueryOptions());
}
