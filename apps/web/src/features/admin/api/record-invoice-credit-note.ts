import type { Answer } from '@livery/api-schemas/answer';
import type { invoiceDetail, RecordCreditNoteBody } from '@livery/api-schemas/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/invoices/{id}/credit_notes: at most the balance, with a reason; the form shows a refusal. */
export const recordInvoiceCreditNote = ({ id, body }: { id: string; body: RecordCreditNoteBody }) =>
  apiRequest<Answer<typeof invoiceDetail>>(`admin/invoices/${id}/credit_notes`, {
    method: 'POST',
    body,
    silent: true,
  });

/** Records a credit note; the console's invoice lists and the open invoice refresh after. */
export function useRecordInvoiceCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordInvoiceCreditNote,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.invoices }),
  });
}
