import type { Answer } from '@livery/api-schemas/answer';
import type { QuoteForm } from '@livery/api-schemas/cart';
import type { savedProductResponse } from '@livery/api-schemas/saved-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { sharedKeys } from '../../../../shared/api/shared-keys.ts';

/** POST /api/saved_products: a new saved product from the builder (Save on /design, or Duplicate). */
export const createSavedProduct = (quote: QuoteForm) =>
  apiRequest<Answer<typeof savedProductResponse>>('saved_products', {
    method: 'POST',
    body: { quote },
    silent: true,
  });

/** POST /api/saved_products: a new saved product from the builder (Save on /design, or Duplicate). */
export function useCreateSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedProducts }),
  });
}
