import type { Answer } from '@livery/api-schemas/answer';
import type { taxResponse } from '@livery/api-schemas/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { cartKeys } from './cart-keys.ts';

/** GET /api/taxes?country=: the GST percent for the shipping country. */
export const getTaxRate = (country: string | undefined, signal?: AbortSignal) =>
  apiRequest<Answer<typeof taxResponse>>('taxes', { query: { country }, signal }).then(
    (answer) => answer.gst_rate,
  );

export const getTaxRateQueryOptions = (country: string | undefined) =>
  queryOptions({
    queryKey: cartKeys.taxRate(country),
    enabled: Boolean(country),
    queryFn: ({ signal }) => getTaxRate(country, signal),
  });

/** GET /api/taxes?country=: the GST percent for the shipping country. */
export function useTaxRate(country: string | undefined) {
  return useQuery(getTaxRateQueryOptions(country));
}
