import type { Answer } from '@livery/api-schemas/answer';
import type { taxRatesResponse } from '@livery/api-schemas/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/tax_rates. */
export const getTaxRates = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof taxRatesResponse>>('admin/tax_rates', { signal }).then((body) => body.tax_rates);

export const getTaxRatesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.taxRates,
    queryFn: ({ signal }) => getTaxRates(signal),
  });

/** GET /api/admin/tax_rates. */
export function useTaxRates() {
  return useQuery(getTaxRatesQueryOptions());
}
