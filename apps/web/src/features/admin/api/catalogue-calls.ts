import type { AdminProduct, ProductBody } from '@livery/api-schemas/catalogue';
import type { ListMeta } from '@livery/api-schemas/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface CatalogueFilter {
  keyword: string;
  status: 'active' | 'archived' | 'all';
  page: number;
  per_page: number;
}

/** GET /api/admin/products: the catalogue, a superseded request cancelled. */
export function useCatalogueProducts(filter: CatalogueFilter) {
  return useQuery({
    queryKey: ['admin-products', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ products: AdminProduct[]; meta: ListMeta }>('admin/products', {
        query: { ...filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/products/{uuid}. */
export function useCatalogueProduct(uuid: string | undefined) {
  return useQuery({
    queryKey: ['admin-product', uuid],
    queryFn: ({ signal }) =>
      apiRequest<{ product: AdminProduct }>(`admin/products/${uuid}`, { signal }).then(
        (body) => body.product,
      ),
    enabled: Boolean(uuid),
  });
}

/** POST /api/admin/products or PUT /api/admin/products/{uuid}; failures are shown by the editor. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid?: string; body: ProductBody }) =>
      apiRequest<{ message: string; product: AdminProduct }>(
        uuid ? `admin/products/${uuid}` : 'admin/products',
        {
          method: uuid ? 'PUT' : 'POST',
          body,
          silent: true,
        },
      ),
    onSuccess: ({ product }) => {
      queryClient.setQueryData(['admin-product', product.uuid], product);
      void queryClient.invalidateQueries({ queryKey: ['admin-products'] });
    },
  });
}

/** DELETE /api/admin/products/{uuid}: deleted when unused, archived otherwise. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<{ message: string; outcome: 'deleted' | 'archived' }>(`admin/products/${uuid}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-products'] }),
  });
}

/** POST /api/admin/catalogue_images: stores a picture and answers the link a product keeps. */
export function uploadCatalogueImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ url: string; extension: string }>('admin/catalogue_images', {
    method: 'POST',
    body: form,
    silent: true,
  });
}
