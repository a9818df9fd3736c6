import type { Answer } from '@livery/api-schemas/answer';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { bulkOrderKeys } from './bulk-order-keys.ts';

/** The bulk order's product picker reads 30 saved products a page (spec 02 section 9). */
export const PICKER_PER_PAGE = 30;

/** GET /api/saved_products by keyword, 30 a page, more on scroll; a superseded search is cancelled. */
export const searchSavedProductsQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: bulkOrderKeys.productPicker(keyword),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
        query: { keyword, per_page: PICKER_PER_PAGE, page: pageParam, sort_by: 'title' },
        signal,
      }),
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.total_pages ? last.meta.current_page + 1 : undefined,
  });

/** GET /api/saved_products by keyword, 30 a page, more on scroll; a superseded search is cancelled. */
export function useSavedProductSearch(keyword: string) {
  return useInfiniteQuery(searchSavedProductsQueryOptions(keyword));
}
