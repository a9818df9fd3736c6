import type { MessageBody } from '@livery/api-schemas/common';
import type { UpdateInventoryBody } from '@livery/api-schemas/inventories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

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
