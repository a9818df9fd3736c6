import type { Answer } from '@livery/api-schemas/answer';
import type { QuoteForm } from '@livery/api-schemas/cart';
import type { savedProductResponse } from '@livery/api-schemas/saved-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { sharedKeys } from '../../../../shared/api/shared-keys.ts';

/** PUT /api/saved_products/{uuid}/design: Save on a saved product's page overwrites its design. */
export const overwriteSavedProduct = (uuid: string | undefined, quote: QuoteForm) =>
  apiRequest<Answer<typeof savedProductResponse>>(`saved_products/${uuid}/design`, {
    method: 'PUT',
    body: { quote },
    silent: true,
  });

/** PUT /api/saved_products/{uuid}/design: Save on a saved product's page overwrites its design. */
export function useOverwriteSavedProduct(uuid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteForm) => overwriteSavedProduct(uuid, quote),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedProducts }),
  });
}
