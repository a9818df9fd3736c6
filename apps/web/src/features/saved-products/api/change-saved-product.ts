import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { savedProductKeys } from './saved-products-keys.ts';

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
