import type { Answer } from '@livery/api-schemas/answer';
import type { UpdateInventoryBody, updateInventoryResponse } from '@livery/api-schemas/inventories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** PUT /api/inventories/{uuid}: one change at a time (stock, low levels, team or location). */
export const updateInventory = ({ uuid, body }: { uuid: string; body: UpdateInventoryBody }) =>
  apiRequest<Answer<typeof updateInventoryResponse>>(`inventories/${uuid}`, { method: 'PUT', body });

/** PUT /api/inventories/{uuid}: one change at a time (stock, low levels, team or location). */
export function useUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInventory,
    // After a refusal too: the stock may have changed under the form (someone else withdrew).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
