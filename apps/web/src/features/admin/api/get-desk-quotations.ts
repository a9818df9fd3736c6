import type { Answer } from '@livery/api-schemas/answer';
import type { quotationsResponse } from '@livery/api-schemas/quotations';
import type { QuotationStatus } from '@livery/domain/quotation-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys, type DeskFilter } from './admin-keys.ts';

export const DESK_PER_PAGE = 20;

/** GET /api/admin/rf_quotes: every company's requests, newest first. */
export const getDeskQuotations = (filter: DeskFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof quotationsResponse>>('admin/rf_quotes', {
    query: { ...filter, per_page: DESK_PER_PAGE },
    signal,
  });

export const getDeskQuotationsQueryOptions = (filter: DeskFilter) =>
  queryOptions({
    queryKey: adminKeys.quotationList(filter),
    queryFn: ({ signal }) => getDeskQuotations(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/rf_quotes: every company's requests, newest first. */
export function useDeskQuotations(filter: { status?: QuotationStatus; keyword?: string; page: number }) {
  return useQuery(getDeskQuotationsQueryOptions(filter));
}
