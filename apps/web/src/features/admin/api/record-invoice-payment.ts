import type { Answer } from '@livery/api-schemas/answer';
import type { invoiceDetail, RecordPaymentBody } from '@livery/api-schemas/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/invoices/{id}/payments: a payment received, at most the balance; the form shows a refusal. */
export const recordInvoicePayment = ({ id, body }: { id: string; body: RecordPaymentBody }) =>
  apiRequest<Answer<typeof invoiceDetail>>(`admin/invoices/${id}/payments`, {
    method: 'POST',
    body,
    silent: true,
  });

/** Records a payment; the console's invoice lists and the open invoice refresh after. */
export function useRecordInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordInvoicePayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.invoices }),
  });
}
