import type { AdminInvoicesResponse } from '@livery/api-schemas/invoices';
import type { InvoiceStatus } from '@livery/domain/invoice-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type AdminInvoicesFilter, adminKeys } from './admin-keys.ts';

export const INVOICES_PER_PAGE = 25;

/** GET /api/admin/invoices: every company's invoices, newest first; a newer filter cancels the older request. */
export const getAdminInvoices = (filter: AdminInvoicesFilter, signal?: AbortSignal) =>
  apiRequest<AdminInvoicesResponse>('admin/invoices', {
    query: { ...filter, per_page: INVOICES_PER_PAGE },
    signal,
  });

export const getAdminInvoicesQueryOptions = (filter: AdminInvoicesFilter) =>
  queryOptions({
    queryKey: adminKeys.invoiceList(filter),
    queryFn: ({ signal }) => getAdminInvoices(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/invoices: every company's invoices, newest first; a newer filter cancels the older request. */
export function useAdminInvoices(filter: { status?: InvoiceStatus; keyword?: string; page: number }) {
  return useQuery(getAdminInvoicesQueryOptions(filter));
}
