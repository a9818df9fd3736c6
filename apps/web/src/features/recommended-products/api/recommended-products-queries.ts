import type { Answer } from '@livery/api-schemas/answer';
import type { recommendedProductsResponse } from '@livery/api-schemas/saved-products';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The recommended products' keys. */
export const recommendedProductKeys = {
  all: ['recommended-products'] as const,
};

export const recommendedProductQueries = {
  /** GET /api/saved_products/get_recommended_products: 'HANDPICKED FOR YOUR COMPANY'. */
  list: () =>
    queryOptions({
      queryKey: recommendedProductKeys.all,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof recommendedProductsResponse>>('saved_products/get_recommended_products', {
          signal,
        }).then((body) => body.recommended_products),
    }),
};
