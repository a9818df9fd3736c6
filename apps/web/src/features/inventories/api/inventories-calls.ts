import type { MessageBody } from '@livery/api-schemas/common';
import type { UpdateInventoryBody } from '@livery/api-schemas/inventories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import {
  filterQuery,
  type InventoriesFilter,
  inventoryKeys,
  inventoryQueries,
} from './inventories-queries.ts';

/** GET /api/inventories; a newer filter cancels the older request. */
export function useInventories(filter: InventoriesFilter) {
  return useQuery(inventoryQueries.list(filter));
}

/** GET /api/inventories/{uuid}: the item, its activity feed and blanket POs. */
export function useInventory(uuid: string) {
  return useQuery(inventoryQueries.detail(uuid));
}

/** GET /api/inventories/{uuid}/get_reference_orders. */
export function useReferenceOrders(uuid: string) {
  return useQuery(inventoryQueries.referenceOrders(uuid));
}

/** GET /api/saved_products?keyword&per_page=25: the Add Item search. */
export function useSavedProductSearch(keyword: string) {
  return useQuery(inventoryQueries.savedProductSearch(keyword));
}

export type InventoryChange =
  | { kind: 'create'; savedProductUuid: string }
  | { kind: 'update'; uuid: string; body: UpdateInventoryBody }
  | { kind: 'delete'; uuid: string }
  | { kind: 'create-blanket-po'; form: FormData }
  | { kind: 'delete-blanket-po'; id: number };

function send(change: InventoryChange) {
  switch (change.kind) {
    case 'create':
      return apiRequest<MessageBody>('inventories', {
        method: 'POST',
        body: { saved_product_id: change.savedProductUuid },
      });
    case 'update':
      return apiRequest<MessageBody>(`inventories/${change.uuid}`, {
        method: 'PUT',
        body: change.body,
      });
    case 'delete':
      return apiRequest<MessageBody>('inventories', { method: 'DELETE', body: { id: change.uuid } });
    case 'create-blanket-po':
      return apiRequest<MessageBody>('blanket_purchase_orders', {
        method: 'POST',
        body: change.form,
      });
    case 'delete-blanket-po':
      return apiRequest<MessageBody>('blanket_purchase_orders', {
        method: 'DELETE',
        body: { id: change.id },
      });
  }
}

/** Every inventory change (POST/PUT/DELETE inventories, POST/DELETE blanket_purchase_orders); lists refresh after. */
export function useInventoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // After a refusal too: the stock may have changed under the form (someone else withdrew).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** GET /api/inventories/export_csv: one row per item and size. */
export function exportInventoriesCsv(filter: Omit<InventoriesFilter, 'page'>) {
  const query = Object.fromEntries(
    Object.entries(filterQuery(filter)).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return downloadApiFile('inventories/export_csv', { query, fallbackName: 'inventories-export.csv' });
}

/** GET /api/inventories/{uuid}/logs.csv: the activity feed. */
export function downloadInventoryLogs(uuid: string) {
  return downloadApiFile(`inventories/${uuid}/logs.csv`, { fallbackName: 'inventory-activity.csv' });
}

/** GET /api/inventories/labels.pdf: the A4 QR label sheet of the chosen items. */
export function downloadInventoryLabels(uuids: string[]) {
  return downloadApiFile('inventories/labels.pdf', {
    query: { ids: uuids.join(',') },
    fallbackName: 'inventory-labels.pdf',
  });
}
