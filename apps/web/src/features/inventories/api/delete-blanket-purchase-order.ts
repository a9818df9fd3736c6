import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** DELETE /api/blanket_purchase_orders with the id in the body. */
export const deleteBlanketPurchaseOrder = (id: number) =>
  apiRequest<Answer<typeof messageBody>>('blanket_purchase_orders', { method: 'DELETE', body: { id } });

/** DELETE /api/blanket_purchase_orders with the id in the body. */
export function useDeleteBlanketPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlanketPurchaseOrder,
    // After a refusal too: the stock may have changed under the form (someone else withdrew).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
