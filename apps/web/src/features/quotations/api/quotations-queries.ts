import type { Answer } from '@livery/api-schemas/answer';
import type { quotationResponse, quotationsResponse } from '@livery/api-schemas/quotations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const QUOTATIONS_PER_PAGE = 10;

export interface QuotationsFilter {
  keyword: string;
  teamId: number | null;
  page: number;
}

/** The quotations' keys: every quotation change refreshes all of them. */
export const quotationKeys = {
  all: ['quotations'] as const,
  list: (filter: QuotationsFilter) => [...quotationKeys.all, 'list', filter] as const,
  detail: (uid: string) => [...quotationKeys.all, 'detail', uid] as const,
};

export const quotationQueries = {
  /** GET /api/rf_quotes; a newer filter cancels the older request. */
  list: (filter: QuotationsFilter) =>
    queryOptions({
      queryKey: quotationKeys.list(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof quotationsResponse>>('rf_quotes', {
          query: {
            keyword: filter.keyword || undefined,
            team_id: filter.teamId ?? undefined,
            page: filter.page,
            per_page: QUOTATIONS_PER_PAGE,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/rf_quotes/{uid}: the quotation with its products, files and comments. */
  detail: (uid: string) =>
    queryOptions({
      queryKey: quotationKeys.detail(uid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof quotationResponse>>(`rf_quotes/${uid}`, { signal }).then((body) => body.rfq),
    }),
};
