import type { ListMeta } from '@livery/api-schemas/common';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The bulk order's product picker reads 30 saved products a page (spec 02 section 9). */
export const PICKER_PER_PAGE = 30;

type SavedProductsPage = { saved_products: SavedProduct[]; meta: ListMeta };

/** GET /api/saved_products by keyword, 30 a page, more on scroll; a superseded search is cancelled. */
export function useSavedProductSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: ['saved-products', 'bulk-order-picker', keyword],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SavedProductsPage>('saved_products', {
        query: { keyword, per_page: PICKER_PER_PAGE, page: pageParam, sort_by: 'title' },
        signal,
      }),
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.total_pages ? last.meta.current_page + 1 : undefined,
  });
}

/** GET /api/saved_products?uids=...: the products a link to /bulk-order?uids= preselects. */
export function useSavedProductsByUids(uids: string[]) {
  return useQuery({
    queryKey: ['saved-products', 'bulk-order-preselected', uids],
    enabled: uids.length > 0,
    queryFn: ({ signal }) =>
      apiRequest<SavedProductsPage>('saved_products', {
        query: { uids: uids.join(','), per_page: 100 },
        signal,
      }),
  });
}
