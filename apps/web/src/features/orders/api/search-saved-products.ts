import type { Answer } from '@livery/api-schemas/answer';
import type { SavedProduct, savedProductsResponse } from '@livery/api-schemas/saved-products';
import { SAVED_PRODUCTS_PER_PAGE } from '@livery/domain/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/saved_products by keyword, 25 at a time (spec 03 section 7): the product filter's remote search. */
export const searchSavedProducts = (keyword: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
    query: { keyword, per_page: SAVED_PRODUCTS_PER_PAGE, product_type: 'all' },
    signal,
  }).then((body) => body.saved_products);

export const searchSavedProductsQueryOptions = (keyword: string) =>
  queryOptions<SavedProduct[]>({
    queryKey: orderKeys.savedProductSearch(keyword),
    queryFn: ({ signal }) => searchSavedProducts(keyword, signal),
    placeholderData: keepPreviousData,
  });

/** The product filter's remote search over saved products. */
export function useSavedProductSearch(keyword: string) {
  return useQuery(searchSavedProductsQueryOptions(keyword));
}
