import type { Answer } from '@livery/api-schemas/answer';
import type { MessageBody } from '@livery/api-schemas/common';
import type { taxRateResponse } from '@livery/api-schemas/shipping';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys, adminQueries } from './admin-queries.ts';

/** GET /api/admin/tax_rates. */
export function useTaxRates() {
  return useQuery(adminQueries.taxRates());
}

/** POST /api/admin/tax_rates: sets (or replaces) a country's rate. */
export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { country_code: string; rate_percent: number }) =>
      apiRequest<Answer<typeof taxRateResponse>>('admin/tax_rates', {
        method: 'POST',
        body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.taxRates }),
  });
}

/** DELETE /api/admin/tax_rates/{country}. */
export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country: string) =>
      apiRequest<MessageBody>(`admin/tax_rates/${country}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.taxRates }),
  });
}
