import type { Answer } from '@livery/api-schemas/answer';
import type { ReorderRoster } from '@livery/api-schemas/bulk-orders';
import type { attachmentsResponse } from '@livery/api-schemas/cart';
import type { MessageBody } from '@livery/api-schemas/common';
import type { InvoiceUrlResponse } from '@livery/api-schemas/invoices';
import type {
  approveOrderResponse,
  DuplicatedOrder,
  OrderResponse,
  orderActivityLog,
  UpdateOrderBody,
  updatePoNumberResponse,
} from '@livery/api-schemas/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';
import { type OrdersFilter, type OrdersFilters, orderKeys, orderQueries } from './orders-queries.ts';

export type OrderActivityLog = Answer<typeof orderActivityLog>;

/** GET /api/orders; a newer filter cancels the request it supersedes. */
export function useOrders(filter: OrdersFilter) {
  return useQuery(orderQueries.list(filter));
}

/** GET /api/orders/{id}. */
export function useOrder(uuid: string) {
  return useQuery(orderQueries.detail(uuid));
}

/** GET /api/orders/{id}/employee_products, every page: each employee's garment and its status. */
export function useOrderEmployeeProducts(uuid: string) {
  return useQuery(orderQueries.employeeProducts(uuid));
}

/** The order's activity (get_logs), keyed under the order: whatever refreshes the order refreshes it. */
export function useOrderLogs(orderUuid: string) {
  return useQuery(orderQueries.logs(orderUuid));
}

/** GET /api/orders/{id}/invoice: the order's invoice figures, or null before the provider approves it. */
export function useOrderInvoice(orderUuid: string) {
  return useQuery(orderQueries.invoice(orderUuid));
}

/** GET /api/orders/awaiting_approval, asked only for a person in charge. */
export function useOrdersAwaitingApproval(isPersonInCharge: boolean) {
  return useQuery({ ...orderQueries.awaitingApproval(), enabled: isPersonInCharge });
}

/** One order line's name list, read when it is opened. */
export function useLineNameList(itemUuid: string, isOpen: boolean) {
  return useQuery({ ...orderQueries.lineNameList(itemUuid), enabled: isOpen });
}

/** One order line's RFID tags, read when the preview opens. */
export function useLineRfidTags(itemUuid: string, isOpen: boolean) {
  return useQuery({ ...orderQueries.lineRfidTags(itemUuid), enabled: isOpen });
}

/** The product filter's remote search over saved products. */
export function useSavedProductSearch(keyword: string) {
  return useQuery(orderQueries.savedProductSearch(keyword));
}

/** The names of the saved products a filter in the URL already holds. */
export function useSavedProductsByUids(uuids: string[]) {
  return useQuery(orderQueries.savedProductsByUuids(uuids));
}

/** GET /api/reports/{id}/get_invoice_url: a fresh signed link to the invoice PDF. */
export function fetchInvoiceUrl(orderUuid: string) {
  return apiRequest<InvoiceUrlResponse>(`reports/${orderUuid}/get_invoice_url`);
}

/** Lists and the order's page show the same PO number and files: both are refreshed after a change. */
export function useRefreshOrder(uuid: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.order(uuid) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
}

/** PUT /api/orders/{id}/approve_order: the person in charge approves a waiting order. */
export function useApproveOrder(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: () =>
      apiRequest<Answer<typeof approveOrderResponse>>(`orders/${uuid}/approve_order`, { method: 'PUT' }),
    onSuccess: refresh,
  });
}

/** PUT /api/orders/{id}: the Detail panel's edit; the answer is the whole order, shown at once. */
export function useUpdateOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrderBody) =>
      apiRequest<OrderResponse>(`orders/${uuid}`, { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQueries.detail(uuid).queryKey, answer);
      // The edit writes a log line: the Activity card reads it from get_logs, so that answer is stale now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.logs(uuid) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** GET /api/orders/{id}/reorder_roster: the order's products, people and leavers, read when Reorder is pressed. */
export function useReorderRoster(uuid: string) {
  return useMutation({
    mutationFn: () => apiRequest<ReorderRoster>(`orders/${uuid}/reorder_roster`),
  });
}

/** POST /api/orders/{id}/duplicate_order: the order's lines back into the cart, priced today. */
export function useDuplicateOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DuplicatedOrder>(`orders/${uuid}/duplicate_order`, { method: 'POST' }),
    onSuccess: () => refreshCart(queryClient),
  });
}

/**
 * GET /api/orders/export_csv or /api/orders/export.xlsx: the list under the same filters, paging aside, saved
 * as the file the server names (orders-yyyy-MM-dd.csv).
 */
export function downloadOrdersExport(filters: OrdersFilters, format: 'csv' | 'xlsx') {
  const query = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return downloadApiFile(format === 'csv' ? 'orders/export_csv' : 'orders/export.xlsx', {
    query,
    fallbackName: `orders.${format}`,
  });
}

/** PUT /api/orders/{id}/po_number: sets the PO number (an empty one clears it). */
export function useSetPoNumber(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: (poNumber: string) =>
      apiRequest<Answer<typeof updatePoNumberResponse>>(`orders/${uuid}/po_number`, {
        method: 'PUT',
        body: { po_number: poNumber },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/po_attachments with the order's id: PO documents straight onto the order. */
export function useUploadOrderPoFiles(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      form.append('order_id', uuid);
      for (const file of files) form.append('files[]', file, file.name);
      return apiRequest<Answer<typeof attachmentsResponse>>('po_attachments', { method: 'POST', body: form });
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/po_attachments: removes one PO document of the order. */
export function useRemoveOrderPoFile(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageBody>('po_attachments', { method: 'DELETE', body: { id } }),
    onSuccess: refresh,
  });
}
