import type { Answer } from '@livery/api-schemas/answer';
import type { createInventoryResponse } from '@livery/api-schemas/inventories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshSavedProducts } from './refresh-saved-products.ts';

/** POST /api/inventories: the saved product becomes an inventory item. */
export const addSavedProductToInventory = (uuid: string) =>
  apiRequest<Answer<typeof createInventoryResponse>>('inventories', {
    method: 'POST',
    body: { saved_product_id: uuid },
  });

/** POST /api/inventories: the saved product becomes an inventory item. */
export function useAddSavedProductToInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSavedProductToInventory,
    onSuccess: () => refreshSavedProducts(queryClient),
  });
}
