import type { QuoteForm } from '@livery/api-schemas/cart';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';

/** POST /api/saved_products: a new saved product from the builder (Save on /design, or Duplicate). */
export function useCreateSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteForm) =>
      apiRequest<{ saved_product: SavedProduct }>('saved_products', {
        method: 'POST',
        body: { quote },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saved-products'] }),
  });
}

/** PUT /api/saved_products/{uuid}/design: Save on a saved product's page overwrites its design. */
export function useOverwriteSavedProduct(uuid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteForm) =>
      apiRequest<{ saved_product: SavedProduct }>(`saved_products/${uuid}/design`, {
        method: 'PUT',
        body: { quote },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saved-products'] }),
  });
}
