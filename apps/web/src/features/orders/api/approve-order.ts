import type { Answer } from '@livery/api-schemas/answer';
import type { approveOrderResponse } from '@livery/api-schemas/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshOrder } from './refresh-order.ts';

/** PUT /api/orders/{id}/approve_order: the person in charge approves a waiting order. */
export const approveOrder = (uuid: string) =>
  apiRequest<Answer<typeof approveOrderResponse>>(`orders/${uuid}/approve_order`, { method: 'PUT' });

/** PUT /api/orders/{id}/approve_order: the person in charge approves a waiting order. */
export function useApproveOrder(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: () => approveOrder(uuid),
    onSuccess: refresh,
  });
}
