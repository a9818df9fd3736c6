import type { ListMeta } from '@livery/api-schemas/common';
import type { BillingRow } from '@livery/api-schemas/invoices';
import type { InvoiceStatus } from '@livery/domain/invoice-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** GET /api/billings; a newer filter cancels the request it supersedes. */
export function useBillings(filter: BillingsFilter) {
  return useQuery({
    queryKey: ['billings', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ billings: BillingRow[]; meta: ListMeta }>('billings', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  });
}
