import type { Answer } from '@livery/api-schemas/answer';
import type { adminProductResponse, ProductBody } from '@livery/api-schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/products or PUT /api/admin/products/{uuid}; failures are shown by the editor. */
export const saveCatalogueProduct = ({ uuid, body }: { uuid?: string; body: ProductBody }) =>
  apiRequest<Answer<typeof adminProductResponse>>(uuid ? `admin/products/${uuid}` : 'admin/products', {
    method: uuid ? 'PUT' : 'POST',
    body,
    silent: true,
  });

/** POST /api/admin/products or PUT /api/admin/products/{uuid}; failures are shown by the editor. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueProduct,
    onSuccess: ({ product }) => {
      queryClient.setQueryData(adminKeys.product(product.uuid), product);
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    },
  });
}
