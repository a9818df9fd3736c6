import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/admin/shipping_services/{id}. */
export const deleteShippingService = (id: number) =>
  apiRequest<MessageBody>(`admin/shipping_services/${id}`, { method: 'DELETE' });

/** DELETE /api/admin/shipping_services/{id}. */
export function useDeleteShippingService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.shippingServices }),
  });
}
