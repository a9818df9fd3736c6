import type { InvoiceDetail, RecordCreditNoteBody, RecordPaymentBody } from '@livery/api-schemas/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.invoices }),
  });
}
