import type { CreatedOrder, CreateOrderBody } from '@livery/api-schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { useRefreshCart } from './refresh-cart.ts';

/**
 * POST /api/orders: checks out the cart; answers where to go next. Each submit carries its own
 * Idempotency-Key; when the answer is lost on the way (no HTTP answer at all) the call is retried with the
 * same key, so the server answers with the order the first try made instead of placing a second one.
 */
export const createOrder = ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) =>
  apiRequest<CreatedOrder>('orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });

/**
 * POST /api/orders: checks out the cart; answers where to go next. Each submit carries its own
 * Idempotency-Key; when the answer is lost on the way (no HTTP answer at all) the call is retried with the
 * same key, so the server answers with the order the first try made instead of placing a second one.
 */
export function useCreateOrder() {
  const refresh = useRefreshCart();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError),
    retryDelay: 1_000,
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: sharedKeys.orders });
    },
  });
}
