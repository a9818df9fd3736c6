import type { Answer } from '@livery/api-schemas/answer';
import type { MessageBody } from '@livery/api-schemas/common';
import type { ShippingServiceBody, shippingServiceResponse } from '@livery/api-schemas/shipping';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys, adminQueries } from './admin-queries.ts';

/** GET /api/admin/shipping_services. */
export function useShippingServices() {
  return useQuery(adminQueries.shippingServices());
}

/** POST /api/admin/shipping_services or PUT /api/admin/shipping_services/{id}. */
export function useSaveShippingService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ShippingServiceBody }) =>
      apiRequest<Answer<typeof shippingServiceResponse>>(
        id ? `admin/shipping_services/${id}` : 'admin/shipping_services',
        { method: id ? 'PUT' : 'POST', body, silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.shippingServices }),
  });
}

/** DELETE /api/admin/shipping_services/{id}. */
export function useDeleteShippingService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<MessageBody>(`admin/shipping_services/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.shippingServices }),
  });
}
