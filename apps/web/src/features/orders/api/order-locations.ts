import type { AddLocationBody, OrderLocationsResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export type LocationFilter = 'none' | 'department' | 'size';

/** GET /api/employee_products/{order uuid}/show_location. */
export function useOrderLocations(orderUuid: string, filter: LocationFilter) {
  return useQuery({
    queryKey: ['order', orderUuid, 'locations', filter],
    queryFn: ({ signal }) =>
      apiRequest<OrderLocationsResponse>(`employee_products/${orderUuid}/show_location`, {
        query: { filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshOrder(orderUuid: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['order', orderUuid] });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
}

/** PUT /api/orders/{id}/add_location; errors are shown by the form, not the global notice. */
export function useAddLocation(orderUuid: string) {
  const refresh = useRefreshOrder(orderUuid);
  return useMutation({
    mutationFn: (body: AddLocationBody) =>
      apiRequest<{ message: string; location_id: string }>(`orders/${orderUuid}/add_location`, {
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
      apiRequest<{ message: string }>(`orders/${orderUuid}/remove_location`, {
        method: 'DELETE',
        body: { location_id: locationId },
      }),
    onSuccess: refresh,
  });
}
