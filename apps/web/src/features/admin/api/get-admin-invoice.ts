import type { InvoiceDetail } from '@livery/api-schemas/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/invoices/{id}: one invoice with its payments and credit notes. */
export const getAdminInvoice = (id: string | undefined, signal?: AbortSignal) =>
  apiRequest<InvoiceDetail>(`admin/invoices/${id}`, { signal });

export const getAdminInvoiceQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.invoice(id),
    queryFn: ({ signal }) => getAdminInvoice(id, signal),
    enabled: Boolean(id),
  });

/** GET /api/admin/invoices/{id}: one invoice with its payments and credit notes. */
export function useAdminInvoice(id: string | undefined) {
  return useQuery(getAdminInvoiceQueryOptions(id));
}
