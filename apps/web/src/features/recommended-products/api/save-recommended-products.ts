import type { Answer } from '@livery/api-schemas/answer';
import type { convertSavedProductsResponse } from '@livery/api-schemas/saved-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { recommendedProductKeys } from './recommended-products-keys.ts';

/** POST /api/saved_products/convert_saved_products: saves recommended products (product uuids) into My Products. */
export const saveRecommendedProducts = (productIds: string[]) =>
  apiRequest<Answer<typeof convertSavedProductsResponse>>('saved_products/convert_saved_products', {
    method: 'POST',
    body: { ids: productIds },
  });

/** POST /api/saved_products/convert_saved_products: saves recommended products (product uuids) into My Products. */
export function useSaveRecommendedProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecommendedProducts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recommendedProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.savedProducts });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser });
    },
  });
}
