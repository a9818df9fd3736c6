import type { Answer } from '@livery/api-schemas/answer';
import type { billingsResponse } from '@livery/api-schemas/invoices';
import type { InvoiceStatus } from '@livery/domain/invoice-status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface BillingsFilter {
  page: number;
  per_page: number;
  keyword?: string;
  team_id?: number;
  invoice_status?: InvoiceStatus;
  from_date?: string;
  to_date?: string;
}

/** The billings page's keys. */
export const billingKeys = {
  all: ['billings'] as const,
  list: (filter: BillingsFilter) => [...billingKeys.all, filter] as const,
};

export const billingQueries = {
  /** GET /api/billings; a newer filter cancels the request it supersedes. */
  list: (filter: BillingsFilter) =>
    queryOptions({
      queryKey: billingKeys.list(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof billingsResponse>>('billings', { query: { ...filter }, signal }),
      placeholderData: keepPreviousData,
    }),
};
