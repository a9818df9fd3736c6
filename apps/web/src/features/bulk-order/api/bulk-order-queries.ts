import type { Answer } from '@livery/api-schemas/answer';
import type { WearersResponse } from '@livery/api-schemas/employees';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The bulk order's product picker reads 30 saved products a page (spec 02 section 9). */
export const PICKER_PER_PAGE = 30;

/** The bulk order's keys, under the shared roots that product and employee edits refresh. */
export const bulkOrderKeys = {
  productPicker: (keyword: string) => [...sharedKeys.savedProducts, 'bulk-order-picker', keyword] as const,
  preselected: (uids: string[]) => [...sharedKeys.savedProducts, 'bulk-order-preselected', uids] as const,
  wearers: (savedProductUuid: string) => [...sharedKeys.employees, 'wearers', savedProductUuid] as const,
};

export const bulkOrderQueries = {
  /** GET /api/saved_products by keyword, 30 a page, more on scroll; a superseded search is cancelled. */
  productPicker: (keyword: string) =>
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
    }),
  /** GET /api/saved_products?uids=...: the products a link to /bulk-order?uids= preselects. */
  preselected: (uids: string[]) =>
    queryOptions({
      queryKey: bulkOrderKeys.preselected(uids),
      enabled: uids.length > 0,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
          query: { uids: uids.join(','), per_page: 100 },
          signal,
        }),
    }),
  /**
   * GET /api/employees/wearers for one saved product: who the employee database remembers with a size of
   * it. A plan without the employee database answers 403; that product then shows no changes.
   */
  wearers: (savedProductUuid: string) =>
    queryOptions({
      queryKey: bulkOrderKeys.wearers(savedProductUuid),
      retry: false,
      queryFn: ({ signal }) =>
        apiRequest<WearersResponse>('employees/wearers', {
          query: { saved_product_id: savedProductUuid },
          signal,
          silent: true,
        }),
    }),
};
