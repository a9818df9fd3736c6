import type { Answer } from '@livery/api-schemas/answer';
import type { updatePoNumberResponse } from '@livery/api-schemas/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshOrder } from './refresh-order.ts';

/** PUT /api/orders/{id}/po_number: sets the PO number (an empty one clears it). */
export const updateOrderPoNumber = (uuid: string, poNumber: string) =>
  apiRequest<Answer<typeof updatePoNumberResponse>>(`orders/${uuid}/po_number`, {
    method: 'PUT',
    body: { po_number: poNumber },
  });

/** PUT /api/orders/{id}/po_number: sets the PO number (an empty one clears it). */
export function useSetPoNumber(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: (poNumber: string) => updateOrderPoNumber(uuid, poNumber),
    onSuccess: refresh,
  });
}
