import type { Answer } from '@livery/api-schemas/answer';
import type {
  adminProductResponse,
  catalogueImageResponse,
  ProductBody,
  removeProductResponse,
} from '@livery/api-schemas/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys, adminQueries, type CatalogueFilter } from './admin-queries.ts';

/** GET /api/admin/products: the catalogue, a superseded request cancelled. */
export function useCatalogueProducts(filter: CatalogueFilter) {
  return useQuery(adminQueries.productList(filter));
}

/** GET /api/admin/products/{uuid}. */
export function useCatalogueProduct(uuid: string | undefined) {
  return useQuery(adminQueries.product(uuid));
}

/** POST /api/admin/products or PUT /api/admin/products/{uuid}; failures are shown by the editor. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid?: string; body: ProductBody }) =>
      apiRequest<Answer<typeof adminProductResponse>>(uuid ? `admin/products/${uuid}` : 'admin/products', {
        method: uuid ? 'PUT' : 'POST',
        body,
        silent: true,
      }),
    onSuccess: ({ product }) => {
      queryClient.setQueryData(adminKeys.product(product.uuid), product);
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    },
  });
}

/** DELETE /api/admin/products/{uuid}: deleted when unused, archived otherwise. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<Answer<typeof removeProductResponse>>(`admin/products/${uuid}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
}

/** POST /api/admin/catalogue_images: stores a picture and answers the link a product keeps. */
export function uploadCatalogueImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Answer<typeof catalogueImageResponse>>('admin/catalogue_images', {
    method: 'POST',
    body: form,
    silent: true,
  });
}
