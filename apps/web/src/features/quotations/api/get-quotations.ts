import type { Answer } from '@livery/api-schemas/answer';
import type { quotationsResponse } from '@livery/api-schemas/quotations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type QuotationsFilter, quotationKeys } from './quotations-keys.ts';

export const QUOTATIONS_PER_PAGE = 10;

/** GET /api/rf_quotes; a newer filter cancels the older request. */
export const getQuotations = (filter: QuotationsFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof quotationsResponse>>('rf_quotes', {
    query: {
      keyword: filter.keyword || undefined,
      team_id: filter.teamId ?? undefined,
      page: filter.page,
      per_page: QUOTATIONS_PER_PAGE,
    },
    signal,
  });

export const getQuotationsQueryOptions = (filter: QuotationsFilter) =>
  queryOptions({
    queryKey: quotationKeys.list(filter),
    queryFn: ({ signal }) => getQuotations(filter, signal),
    placeholderData: keepPreviousData,
  });

/** Spec 03 section 9: the quotation search waits this long after the last key. */
export const QUOTATION_KEYWORD_DEBOUNCE_MS = 200;

/** GET /api/rf_quotes; a newer filter cancels the older request. */
export function useQuotations(filter: QuotationsFilter) {
  return useQuery(getQuotationsQueryOptions(filter));
}
