import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** DELETE /api/inventories with the uuid in the body. */
export const deleteInventory = (uuid: string) =>
  apiRequest<Answer<typeof messageBody>>('inventories', { method: 'DELETE', body: { id: uuid } });

/** DELETE /api/inventories with the uuid in the body. */
export function useDeleteInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventory,
    // After a refusal too: the stock may have changed under the form (someone else withdrew).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
