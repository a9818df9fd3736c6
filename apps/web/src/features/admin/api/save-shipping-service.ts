import type { Answer } from '@livery/api-schemas/answer';
import type { ShippingServiceBody, shippingServiceResponse } from '@livery/api-schemas/shipping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/shipping_services or PUT /api/admin/shipping_services/{id}. */
export const saveShippingService = ({ id, body }: { id?: number; body: ShippingServiceBody }) =>
  apiRequest<Answer<typeof shippingServiceResponse>>(
    id ? `admin/shipping_services/${id}` : 'admin/shipping_services',
    { method: id ? 'PUT' : 'POST', body, silent: true },
  );

/** POST /api/admin/shipping_services or PUT /api/admin/shipping_services/{id}. */
export function useSaveShippingService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.shippingServices }),
  });
}
