import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshSavedProducts } from './refresh-saved-products.ts';

/** DELETE /api/saved_products with the uuid in the body. */
export const deleteSavedProduct = (uuid: string) =>
  apiRequest<Answer<typeof messageBody>>('saved_products', { method: 'DELETE', body: { id: uuid } });

/** DELETE /api/saved_products with the uuid in the body. */
export function useDeleteSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedProduct, onSuccess: () => refreshSavedProducts(queryClient) });
}
