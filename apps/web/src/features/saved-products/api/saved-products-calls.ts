import type { ListMeta } from '@livery/api-schemas/common';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';

export const SAVED_PRODUCTS_PER_PAGE = 25;

export type SortBy = 'title' | 'created_at' | 'desc';

export interface SavedProductsFilter {
  keyword: string;
  teamId: number | null;
  productType: string;
  sortBy: SortBy;
  page: number;
}

/** GET /api/saved_products; a request superseded by a newer filter is cancelled through its signal. */
export function useSavedProducts(filter: SavedProductsFilter) {
  return useQuery({
    queryKey: ['saved-products', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ saved_products: SavedProduct[]; meta: ListMeta }>('saved_products', {
        query: {
          keyword: filter.keyword || undefined,
          team_id: filter.teamId ?? undefined,
          product_type: filter.productType,
          sort_by: filter.sortBy,
          page: filter.page,
          per_page: SAVED_PRODUCTS_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

type Change =
  | { kind: 'update'; uuid: string; title: string; teamId: number }
  | { kind: 'delete'; uuid: string }
  | { kind: 'bulk-remove'; uuids: string[] }
  | { kind: 'share'; uuid: string; isShared: boolean }
  | { kind: 'add-to-inventory'; uuid: string };

function send(change: Change) {
  switch (change.kind) {
    case 'update':
      return apiRequest<{ message: string }>(`saved_products/${change.uuid}`, {
        method: 'PUT',
        body: { saved_product: { title: change.title, team_id: change.teamId } },
        silent: true,
      });
    case 'delete':
      return apiRequest<{ message: string }>('saved_products', {
        method: 'DELETE',
        body: { id: change.uuid },
      });
    case 'bulk-remove':
      return apiRequest<{ message: string }>('saved_products/bulk_remove', {
        method: 'DELETE',
        body: { ids: change.uuids },
      });
    case 'share':
      return apiRequest<{ message: string }>(`saved_products/${change.uuid}/share`, {
        method: 'PUT',
        body: { is_shared: change.isShared },
      });
    case 'add-to-inventory':
      return apiRequest<{ message: string }>('inventories', {
        method: 'POST',
        body: { saved_product_id: change.uuid },
      });
  }
}

/**
 * Every change to saved products goes through here (PUT saved_products/{uuid}, DELETE saved_products,
 * DELETE saved_products/bulk_remove, PUT saved_products/{uuid}/share, POST inventories); lists and the
 * profile counts are refreshed afterwards. The update is silent: its modal shows the refusal itself.
 */
export function useSavedProductChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['saved-products'] });
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}

/** GET /api/saved_products/price_list.pdf for the chosen products (mf-products-price-list.pdf). */
export function downloadPriceListPdf(uuids: string[]) {
  return downloadApiFile('saved_products/price_list.pdf', {
    query: { ids: uuids.join(',') },
    fallbackName: 'mf-products-price-list.pdf',
  });
}

/** GET /api/saved_products/{uuid}/price_list.csv, named after the product. */
export function downloadPriceListCsv(product: { uuid: string; title: string }) {
  return downloadApiFile(`saved_products/${product.uuid}/price_list.csv`, {
    fallbackName: `${product.title}.csv`,
  });
}
