import type { OrderResponse, UpdateOrderBody } from '@livery/api-schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { getOrderQueryOptions } from './get-order.ts';
import { orderKeys } from './orders-keys.ts';

/** PUT /api/orders/{id}: the Detail panel's edit; the answer is the whole order, shown at once. */
export const updateOrder = (uuid: string, body: UpdateOrderBody) =>
  apiRequest<OrderResponse>(`orders/${uuid}`, { method: 'PUT', body });

/** PUT /api/orders/{id}: the Detail panel's edit; the answer is the whole order, shown at once. */
export function useUpdateOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrderBody) => updateOrder(uuid, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(getOrderQueryOptions(uuid).queryKey, answer);
      // The edit writes a log line: the Activity card reads it from get_logs, so that answer is stale now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.logs(uuid) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
