import type { Answer } from '@livery/api-schemas/answer';
import type { recommendedProductsResponse } from '@livery/api-schemas/saved-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { recommendedProductKeys } from './recommended-products-keys.ts';

/** GET /api/saved_products/get_recommended_products: 'HANDPICKED FOR YOUR COMPANY'. */
export const getRecommendedProducts = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof recommendedProductsResponse>>('saved_products/get_recommended_products', {
    signal,
  }).then((body) => body.recommended_products);

export const getRecommendedProductsQueryOptions = () =>
  queryOptions({
    queryKey: recommendedProductKeys.all,
    queryFn: ({ signal }) => getRecommendedProducts(signal),
  });

/** GET /api/saved_products/get_recommended_products: 'HANDPICKED FOR YOUR COMPANY'. */
export function useRecommendedProducts() {
  return useQuery(getRecommendedProductsQueryOptions());
}
