import type { OrderStatus } from '@livery/domain/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

interface Transition {
  uuid: string;
  to: OrderStatus;
  /** Required when cancelling. */
  reason?: string;
  /** Approving past the company's credit limit, knowingly. */
  beyond_credit_limit?: boolean;
}

/** POST /api/admin/orders/{id}/transition (a reason when cancelling). */
export const transitionOrder = ({ uuid, ...body }: Transition) =>
  apiRequest(`admin/orders/${uuid}/transition`, { method: 'POST', body });

/** POST /api/admin/orders/{id}/transition (a reason when cancelling). */
export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
