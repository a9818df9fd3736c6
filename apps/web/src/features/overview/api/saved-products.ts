import type { ListMeta } from '@livery/api-schemas/common';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/saved_products for the overview grid (first 24 by title). */
export function useOverviewSavedProducts() {
  return useQuery({
    queryKey: ['saved-products', { per_page: 24, sort_by: 'title' }],
    queryFn: ({ signal }) =>
      apiRequest<{ saved_products: SavedProduct[]; meta: ListMeta }>('saved_products', {
        query: { per_page: 24, sort_by: 'title' },
        signal,
      }),
  });
}
