import type { Answer } from '@livery/api-schemas/answer';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export const SAVED_PRODUCTS_PER_PAGE = 25;

export type SortBy = 'title' | 'created_at' | 'desc';

export interface SavedProductsFilter {
  keyword: string;
  teamId: number | null;
  productType: string;
  sortBy: SortBy;
  page: number;
}

/** The saved products' keys, under the shared root every feature's product pickers refresh with. */
export const savedProductKeys = {
  all: sharedKeys.savedProducts,
  list: (filter: SavedProductsFilter) => [...savedProductKeys.all, 'list', filter] as const,
};

export const savedProductQueries = {
  /** GET /api/saved_products; a request superseded by a newer filter is cancelled through its signal. */
  list: (filter: SavedProductsFilter) =>
    queryOptions({
      queryKey: savedProductKeys.list(filter),
      queryFn: ({ signal }) =>
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
        }),
      placeholderData: keepPreviousData,
    }),
};
