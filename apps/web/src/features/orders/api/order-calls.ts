import type { ReorderRoster } from '@livery/api-schemas/bulk-orders';
import type { AttachmentFile } from '@livery/api-schemas/cart';
import type { ListMeta } from '@livery/api-schemas/common';
import type {
  DuplicatedOrder,
  EmployeeProductsResponse,
  OrderResponse,
  OrderSummary,
} from '@livery/api-schemas/orders';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { SAVED_PRODUCTS_PER_PAGE } from '@livery/domain/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** The list's filters as the URL and the API carry them (lists joined by commas). */
export interface OrdersFilters {
  keyword?: string;
  status?: string;
  team_ids?: string;
  user_id?: string;
  saved_product_ids?: string;
  from_date?: string;
  to_date?: string;
}

export interface OrdersFilter extends OrdersFilters {
  page: number;
  per_page: number;
}

/** GET /api/orders; a newer filter cancels the request it supersedes. */
export function useOrders(filter: OrdersFilter) {
  return useQuery({
    queryKey: ['orders', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ orders: OrderSummary[]; meta: ListMeta }>('orders', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/{id}. */
export function useOrder(uuid: string) {
  return useQuery({
    queryKey: ['order', uuid],
    queryFn: ({ signal }) => apiRequest<OrderResponse>(`orders/${uuid}`, { signal, silent: true }),
  });
}

/** PUT /api/orders/{id}/approve_order: the person in charge approves a waiting order. */
export function useApproveOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string; description: string }>(`orders/${uuid}/approve_order`, { method: 'PUT' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['order', uuid] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

/** Most employee rows fetched in one call (the API's page limit). */
const EMPLOYEE_PAGE = 500;

/** GET /api/orders/{id}/employee_products, every page: each employee's garment and its status. */
export function useOrderEmployeeProducts(uuid: string) {
  return useQuery({
    queryKey: ['order', uuid, 'employee-products'],
    queryFn: async ({ signal }) => {
      const rows: EmployeeProductsResponse['employee_products'] = [];
      for (let page = 1; ; page += 1) {
        const body = await apiRequest<EmployeeProductsResponse>(`orders/${uuid}/employee_products`, {
          query: { page, per_page: EMPLOYEE_PAGE },
          signal,
        });
        rows.push(...body.employee_products);
        if (page >= body.meta.total_pages) return rows;
      }
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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['cart-qty'] });
    },
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

/** Lists and the order's page show the same PO number and files: both are refreshed after a change. */
function useRefreshOrder(uuid: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['order', uuid] });
  };
}

/** PUT /api/orders/{id}/po_number: sets the PO number (an empty one clears it). */
export function useSetPoNumber(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: (poNumber: string) =>
      apiRequest<{ message: string; po_number: string | null }>(`orders/${uuid}/po_number`, {
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
      return apiRequest<{ attachments: AttachmentFile[] }>('po_attachments', { method: 'POST', body: form });
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/po_attachments: removes one PO document of the order. */
export function useRemoveOrderPoFile(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>('po_attachments', { method: 'DELETE', body: { id } }),
    onSuccess: refresh,
  });
}

type SavedProductsPage = { saved_products: SavedProduct[] };

/** GET /api/saved_products by keyword, 25 at a time (spec 03 section 7): the product filter's remote search. */
export function useSavedProductSearch(keyword: string) {
  return useQuery<SavedProduct[]>({
    queryKey: ['saved-products', 'order-filter', keyword],
    queryFn: ({ signal }) =>
      apiRequest<SavedProductsPage>('saved_products', {
        query: { keyword, per_page: SAVED_PRODUCTS_PER_PAGE, product_type: 'all' },
        signal,
      }).then((body) => body.saved_products),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/saved_products?uids=...: the names of the products a filter in the URL already holds. */
export function useSavedProductsByUids(uuids: string[]) {
  return useQuery<SavedProduct[]>({
    queryKey: ['saved-products', 'order-filter-chosen', uuids],
    enabled: uuids.length > 0,
    queryFn: ({ signal }) =>
      apiRequest<SavedProductsPage>('saved_products', {
        query: { uids: uuids.join(','), per_page: 100, product_type: 'all' },
        signal,
      }).then((body) => body.saved_products),
    placeholderData: keepPreviousData,
  });
}
