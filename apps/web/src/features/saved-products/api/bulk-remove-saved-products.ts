import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshSavedProducts } from './refresh-saved-products.ts';

/** DELETE /api/saved_products/bulk_remove: the selected products at once. */
export const bulkRemoveSavedProducts = (uuids: string[]) =>
  apiRequest<Answer<typeof messageBody>>('saved_products/bulk_remove', {
    method: 'DELETE',
    body: { ids: uuids },
  });

/** DELETE /api/saved_products/bulk_remove: the selected products at once. */
export function useBulkRemoveSavedProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkRemoveSavedProducts,
    onSuccess: () => refreshSavedProducts(queryClient),
  });
}
