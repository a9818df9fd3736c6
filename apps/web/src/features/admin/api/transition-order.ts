import type { OrderStatus } from '@livery/domain/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/orders/{id}/transition (a reason when cancelling). */
export const transitionOrder = ({ uuid, to, reason }: { uuid: string; to: OrderStatus; reason?: string }) =>
  apiRequest(`admin/orders/${uuid}/transition`, { method: 'POST', body: { to, reason } });

/** POST /api/admin/orders/{id}/transition (a reason when cancelling). */
export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
