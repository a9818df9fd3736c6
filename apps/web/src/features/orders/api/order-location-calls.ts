import type { Answer } from '@livery/api-schemas/answer';
import type { MessageBody } from '@livery/api-schemas/common';
import type { AddLocationBody, addLocationResponse } from '@livery/api-schemas/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshOrder } from './order-calls.ts';
import { type LocationFilter, orderQueries } from './orders-queries.ts';

/** GET /api/employee_products/{order uuid}/show_location. */
export function useOrderLocations(orderUuid: string, filter: LocationFilter) {
  return useQuery(orderQueries.locations(orderUuid, filter));
}

/** PUT /api/orders/{id}/add_location; errors are shown by the form, not the global notice. */
export function useAddLocation(orderUuid: string) {
  const refresh = useRefreshOrder(orderUuid);
  return useMutation({
    mutationFn: (body: AddLocationBody) =>
      apiRequest<Answer<typeof addLocationResponse>>(`orders/${orderUuid}/add_location`, {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: refresh,
  });
}

/** DELETE /api/orders/{id}/remove_location. */
export function useRemoveLocation(orderUuid: string) {
  const refresh = useRefreshOrder(orderUuid);
  return useMutation({
    mutationFn: (locationId: string) =>
      apiRequest<MessageBody>(`orders/${orderUuid}/remove_location`, {
        method: 'DELETE',
        body: { location_id: locationId },
      }),
    onSuccess: refresh,
  });
}
