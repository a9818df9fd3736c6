import type { Answer } from '@livery/api-schemas/answer';
import type { OrderResponse, updateEmployeeProductsStatusResponse } from '@livery/api-schemas/orders';
import type { CreateShipmentBody } from '@livery/api-schemas/shipments';
import type { OrderStatus } from '@livery/domain/order-status';
import type { EmployeeProductStatus } from '@livery/domain/shipment-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import { type AdminOrdersFilter, type AdminOrdersPage, adminKeys, adminQueries } from './admin-queries.ts';

/** GET /api/admin/orders: every company's orders, newest first. */
export function useAdminOrders(filter: AdminOrdersPage) {
  return useQuery(adminQueries.orderList(filter));
}

/** GET /api/admin/orders/status_counts: orders per status under the same filters. */
export function useAdminOrderCounts(filter: AdminOrdersFilter) {
  return useQuery(adminQueries.orderCounts(filter));
}

/** POST /api/admin/orders/{id}/transition (a reason when cancelling). */
export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, to, reason }: { uuid: string; to: OrderStatus; reason?: string }) =>
      apiRequest(`admin/orders/${uuid}/transition`, { method: 'POST', body: { to, reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** POST /api/admin/orders/{id}/shipments: one parcel. */
export function useShipOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShipmentBody) =>
      apiRequest<OrderResponse>(`admin/orders/${uuid}/shipments`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** PUT /api/admin/orders/{id}/order_items/{itemId}: a line's estimated finishing date. */
export function useSetFinishingDate(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemUuid, due_date }: { itemUuid: string; due_date: string | null }) =>
      apiRequest<OrderResponse>(`admin/orders/${uuid}/order_items/${itemUuid}`, {
        method: 'PUT',
        body: { due_date },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** GET /api/admin/orders/{id}/employee_products, a page at a time. */
export function useAdminEmployeeProducts(uuid: string, page: number) {
  return useQuery(adminQueries.employeeProducts(uuid, page));
}

/** PUT /api/admin/orders/{id}/employee_products/status: one status for the chosen rows. */
export function useSetEmployeeProductStatus(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; product_status: EmployeeProductStatus }) =>
      apiRequest<Answer<typeof updateEmployeeProductsStatusResponse>>(
        `admin/orders/${uuid}/employee_products/status`,
        {
          method: 'PUT',
          body,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.employeeProducts(uuid) }),
  });
}

/** GET /api/admin/orders/{uuid}: one order of any company, its lines saying which faces have print files. */
export function useAdminOrder(uuid: string | null) {
  return useQuery(adminQueries.order(uuid));
}

/** GET /api/admin/order_items/{uuid}/prints/{face}: the face's print file at true size, downloaded. */
export function downloadPrintFile(orderItemUuid: string, face: string): Promise<void> {
  return downloadApiFile(`admin/order_items/${orderItemUuid}/prints/${encodeURIComponent(face)}`, {
    fallbackName: `${face}.svg`,
  });
}

/** GET /api/admin/orders/{uuid}/locations: where the order's pieces go, people grouped by department. */
export function useAdminOrderLocations(uuid: string) {
  return useQuery(adminQueries.orderLocations(uuid));
}

/** GET /api/admin/orders/{uuid}/locations/{locationId}/packing_sheet: one location's packing sheet PDF. */
export function downloadPackingSheet(
  orderUuid: string,
  locationId: string,
  locationName: string,
): Promise<void> {
  return downloadApiFile(`admin/orders/${orderUuid}/locations/${locationId}/packing_sheet`, {
    fallbackName: `packing-${locationName}.pdf`,
  });
}
