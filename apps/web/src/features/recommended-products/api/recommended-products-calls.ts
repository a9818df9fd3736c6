import type { RecommendedProduct } from '@livery/api-schemas/saved-products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/saved_products/get_recommended_products: 'HANDPICKED FOR YOUR COMPANY'. */
export function useRecommendedProducts() {
  return useQuery({
    queryKey: ['recommended-products'],
    queryFn: ({ signal }) =>
      apiRequest<{ recommended_products: RecommendedProduct[] }>('saved_products/get_recommended_products', {
        signal,
      }).then((body) => body.recommended_products),
  });
}

/** POST /api/saved_products/convert_saved_products: saves recommended products (product uuids) into My Products. */
export function useSaveRecommendedProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) =>
      apiRequest<{ message: string }>('saved_products/convert_saved_products', {
        method: 'POST',
        body: { ids: productIds },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['recommended-products'] });
      void queryClient.invalidateQueries({ queryKey: ['saved-products'] });
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
