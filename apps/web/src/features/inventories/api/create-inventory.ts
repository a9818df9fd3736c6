import type { Answer } from '@livery/api-schemas/answer';
import type { createInventoryResponse } from '@livery/api-schemas/inventories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** POST /api/inventories: a saved product becomes an inventory item. */
export const createInventory = (savedProductUuid: string) =>
  apiRequest<Answer<typeof createInventoryResponse>>('inventories', {
    method: 'POST',
    body: { saved_product_id: savedProductUuid },
  });

/** POST /api/inventories: a saved product becomes an inventory item. */
export function useCreateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventory,
    // After a refusal too: the stock may have changed under the form (someone else withdrew).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
