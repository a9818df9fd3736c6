import type { Answer } from '@livery/api-schemas/answer';
import type { createdBlanketPurchaseOrderResponse } from '@livery/api-schemas/inventories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** POST /api/blanket_purchase_orders (multipart): a blanket PO on an inventory item. */
export const createBlanketPurchaseOrder = (form: FormData) =>
  apiRequest<Answer<typeof createdBlanketPurchaseOrderResponse>>('blanket_purchase_orders', {
    method: 'POST',
    body: form,
  });

/** POST /api/blanket_purchase_orders (multipart): a blanket PO on an inventory item. */
export function useCreateBlanketPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlanketPurchaseOrder,
    // After a refusal too: the stock may have changed under the form (someone else withdrew).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
