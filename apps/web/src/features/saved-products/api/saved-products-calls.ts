import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { type SavedProductsFilter, savedProductKeys, savedProductQueries } from './saved-products-queries.ts';

/** GET /api/saved_products; a request superseded by a newer filter is cancelled through its signal. */
export function useSavedProducts(filter: SavedProductsFilter) {
  return useQuery(savedProductQueries.list(filter));
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
      return apiRequest<MessageBody>(`saved_products/${change.uuid}`, {
        method: 'PUT',
        body: { saved_product: { title: change.title, team_id: change.teamId } },
        silent: true,
      });
    case 'delete':
      return apiRequest<MessageBody>('saved_products', {
        method: 'DELETE',
        body: { id: change.uuid },
      });
    case 'bulk-remove':
      return apiRequest<MessageBody>('saved_products/bulk_remove', {
        method: 'DELETE',
        body: { ids: change.uuids },
      });
    case 'share':
      return apiRequest<MessageBody>(`saved_products/${change.uuid}/share`, {
        method: 'PUT',
        body: { is_shared: change.isShared },
      });
    case 'add-to-inventory':
      return apiRequest<MessageBody>('inventories', {
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
      void queryClient.invalidateQueries({ queryKey: savedProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser });
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
