import type { InvoiceUrlResponse } from '@livery/api-schemas/invoices';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/reports/{id}/get_invoice_url: a fresh signed link to the invoice PDF. */
export function fetchInvoiceUrl(orderUuid: string) {
  return apiRequest<InvoiceUrlResponse>(`reports/${orderUuid}/get_invoice_url`);
}
