import type {
  AdminInvoicesResponse,
  InvoiceDetail,
  RecordCreditNoteBody,
  RecordPaymentBody,
} from '@livery/api-schemas/invoices';
import type { InvoiceStatus } from '@livery/domain/invoice-status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const INVOICES_PER_PAGE = 25;

/** GET /api/admin/invoices: every company's invoices, newest first; a newer filter cancels the older request. */
export function useAdminInvoices(filter: { status?: InvoiceStatus; keyword?: string; page: number }) {
  return useQuery({
    queryKey: ['admin-invoices', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminInvoicesResponse>('admin/invoices', {
        query: { ...filter, per_page: INVOICES_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/invoices/{id}: one invoice with its payments and credit notes. */
export function useAdminInvoice(id: string | undefined) {
  return useQuery({
    queryKey: ['admin-invoices', 'detail', id],
    queryFn: ({ signal }) => apiRequest<InvoiceDetail>(`admin/invoices/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export type LedgerChange =
  | { kind: 'payment'; id: string; body: RecordPaymentBody }
  | { kind: 'credit-note'; id: string; body: RecordCreditNoteBody }
  | { kind: 'void'; id: string; reason: string };

function send(change: LedgerChange): Promise<InvoiceDetail> {
  switch (change.kind) {
    case 'payment':
      return apiRequest(`admin/invoices/${change.id}/payments`, {
        method: 'POST',
        body: change.body,
        silent: true,
      });
    case 'credit-note':
      return apiRequest(`admin/invoices/${change.id}/credit_notes`, {
        method: 'POST',
        body: change.body,
        silent: true,
      });
    case 'void':
      return apiRequest(`admin/invoices/${change.id}/void`, {
        method: 'POST',
        body: { reason: change.reason },
        silent: true,
      });
  }
}

/** Records a payment or credit note, or voids; the lists and the open invoice refresh after. */
export function useLedgerChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin-invoices'] }),
  });
}
