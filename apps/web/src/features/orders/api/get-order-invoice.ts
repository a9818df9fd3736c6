import type { InvoiceUrlResponse, OrderInvoiceResponse } from '@livery/api-schemas/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/orders/{id}/invoice: the order's invoice figures, or null before the provider approves it. */
export function useOrderInvoice(orderUuid: string) {
  return useQuery({
    queryKey: ['order-invoice', orderUuid],
    queryFn: ({ signal }) =>
      apiRequest<OrderInvoiceResponse>(`orders/${orderUuid}/invoice`, { signal }).then(
        (body) => body.invoice,
      ),
  });
}

/** GET /api/reports/{id}/get_invoice_url: a fresh signed link to the invoice PDF. */
export function fetchInvoiceUrl(orderUuid: string) {
  return apiRequest<InvoiceUrlResponse>(`reports/${orderUuid}/get_invoice_url`);
}
