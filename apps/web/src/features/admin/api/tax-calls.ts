import type { TaxRate } from '@livery/api-schemas/shipping';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/admin/tax_rates. */
export function useTaxRates() {
  return useQuery({
    queryKey: ['admin-tax-rates'],
    queryFn: ({ signal }) =>
      apiRequest<{ tax_rates: TaxRate[] }>('admin/tax_rates', { signal }).then((body) => body.tax_rates),
  });
}

/** POST /api/admin/tax_rates: sets (or replaces) a country's rate. */
export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { country_code: string; rate_percent: number }) =>
      apiRequest<{ message: string; tax_rate: TaxRate }>('admin/tax_rates', {
        method: 'POST',
        body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-tax-rates'] }),
  });
}

/** DELETE /api/admin/tax_rates/{country}. */
export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country: string) =>
      apiRequest<{ message: string }>(`admin/tax_rates/${country}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-tax-rates'] }),
  });
}
