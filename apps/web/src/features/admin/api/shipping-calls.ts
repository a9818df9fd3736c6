import type { ShippingService, ShippingServiceBody } from '@livery/api-schemas/shipping';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/admin/shipping_services. */
export function useShippingServices() {
  return useQuery({
    queryKey: ['admin-shipping-services'],
    queryFn: ({ signal }) =>
      apiRequest<{ shipping_services: ShippingService[] }>('admin/shipping_services', { signal }).then(
        (body) => body.shipping_services,
      ),
  });
}

/** POST /api/admin/shipping_services or PUT /api/admin/shipping_services/{id}. */
export function useSaveShippingService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ShippingServiceBody }) =>
      apiRequest<{ message: string; shipping_service: ShippingService }>(
        id ? `admin/shipping_services/${id}` : 'admin/shipping_services',
        { method: id ? 'PUT' : 'POST', body, silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-shipping-services'] }),
  });
}

/** DELETE /api/admin/shipping_services/{id}. */
export function useDeleteShippingService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`admin/shipping_services/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-shipping-services'] }),
  });
}
