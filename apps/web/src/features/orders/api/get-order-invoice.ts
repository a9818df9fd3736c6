import type { OrderInvoiceResponse } from '@livery/api-schemas/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/orders/{id}/invoice: the order's invoice figures, or null before the provider approves it. */
export const getOrderInvoice = (uuid: string, signal?: AbortSignal) =>
  apiRequest<OrderInvoiceResponse>(`orders/${uuid}/invoice`, { signal }).then((body) => body.invoice);

export const getOrderInvoiceQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.invoice(uuid),
    queryFn: ({ signal }) => getOrderInvoice(uuid, signal),
  });

/** GET /api/orders/{id}/invoice: the order's invoice figures, or null before the provider approves it. */
export function useOrderInvoice(orderUuid: string) {
  return useQuery(getOrderInvoiceQueryOptions(orderUuid));
}
