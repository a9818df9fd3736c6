import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/admin/tax_rates/{country}. */
export const deleteTaxRate = (country: string) =>
  apiRequest<MessageBody>(`admin/tax_rates/${country}`, { method: 'DELETE' });

/** DELETE /api/admin/tax_rates/{country}. */
export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.taxRates }),
  });
}
