import type { Answer } from '@livery/api-schemas/answer';
import type { AddLocationBody, addLocationResponse } from '@livery/api-schemas/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshOrder } from './refresh-order.ts';

/** PUT /api/orders/{id}/add_location; errors are shown by the form, not the global notice. */
export const addOrderLocation = (orderUuid: string, body: AddLocationBody) =>
  apiRequest<Answer<typeof addLocationResponse>>(`orders/${orderUuid}/add_location`, {
    method: 'PUT',
    body,
    silent: true,
  });

/** PUT /api/orders/{id}/add_location; errors are shown by the form, not the global notice. */
export function useAddLocation(orderUuid: string) {
  const refresh = useRefreshOrder(orderUuid);
  return useMutation({
    mutationFn: (body: AddLocationBody) => addOrderLocation(orderUuid, body),
    onSuccess: refresh,
  });
}
