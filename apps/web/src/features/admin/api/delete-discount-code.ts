import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/admin/discount_codes/{id}. */
export const deleteDiscountCode = (id: number) =>
  apiRequest<MessageBody>(`admin/discount_codes/${id}`, { method: 'DELETE' });

/** DELETE /api/admin/discount_codes/{id}. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes }),
  });
}
