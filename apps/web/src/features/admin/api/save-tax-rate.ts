import type { Answer } from '@livery/api-schemas/answer';
import type { taxRateResponse } from '@livery/api-schemas/shipping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/tax_rates: sets (or replaces) a country's rate. */
export const saveTaxRate = (body: { country_code: string; rate_percent: number }) =>
  apiRequest<Answer<typeof taxRateResponse>>('admin/tax_rates', {
    method: 'POST',
    body,
    silent: true,
  });

/** POST /api/admin/tax_rates: sets (or replaces) a country's rate. */
export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.taxRates }),
  });
}
