import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshOrder } from './refresh-order.ts';

/** DELETE /api/orders/{id}/remove_location. */
export const removeOrderLocation = (orderUuid: string, locationId: string) =>
  apiRequest<MessageBody>(`orders/${orderUuid}/remove_location`, {
    method: 'DELETE',
    body: { location_id: locationId },
  });

/** DELETE /api/orders/{id}/remove_location. */
export function useRemoveLocation(orderUuid: string) {
  const refresh = useRefreshOrder(orderUuid);
  return useMutation({
    mutationFn: (locationId: string) => removeOrderLocation(orderUuid, locationId),
    onSuccess: refresh,
  });
}
