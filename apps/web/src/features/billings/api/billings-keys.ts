import type { InvoiceStatus } from '@livery/domain/invoice-status';

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
  statement: ['billings', 'statement'] as const,
};
