import type { Answer } from '@livery/api-schemas/answer';
import type { billingsResponse } from '@livery/api-schemas/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type BillingsFilter, billingKeys } from './billings-keys.ts';

/** GET /api/billings; a newer filter cancels the request it supersedes. */
export const getBillings = (filter: BillingsFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof billingsResponse>>('billings', { query: { ...filter }, signal });

export const getBillingsQueryOptions = (filter: BillingsFilter) =>
  queryOptions({
    queryKey: billingKeys.list(filter),
    queryFn: ({ signal }) => getBillings(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/billings; a newer filter cancels the request it supersedes. */
export function useBillings(filter: BillingsFilter) {
  return useQuery(getBillingsQueryOptions(filter));
}
