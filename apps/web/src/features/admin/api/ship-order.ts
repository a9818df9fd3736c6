import type { OrderResponse } from '@livery/api-schemas/orders';
import type { CreateShipmentBody } from '@livery/api-schemas/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/orders/{id}/shipments: one parcel. */
export const shipOrder = (uuid: string, body: CreateShipmentBody) =>
  apiRequest<OrderResponse>(`admin/orders/${uuid}/shipments`, { method: 'POST', body });

/** POST /api/admin/orders/{id}/shipments: one parcel. */
export function useShipOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShipmentBody) => shipOrder(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
