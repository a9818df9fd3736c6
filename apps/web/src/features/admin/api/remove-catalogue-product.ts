import type { Answer } from '@livery/api-schemas/answer';
import type { removeProductResponse } from '@livery/api-schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/admin/products/{uuid}: deleted when unused, archived otherwise. */
export const removeCatalogueProduct = (uuid: string) =>
  apiRequest<Answer<typeof removeProductResponse>>(`admin/products/${uuid}`, {
    method: 'DELETE',
  });

/** DELETE /api/admin/products/{uuid}: deleted when unused, archived otherwise. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCatalogueProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}
