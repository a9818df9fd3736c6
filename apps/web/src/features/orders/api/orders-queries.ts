import type { Answer } from '@livery/api-schemas/answer';
import type { OrderInvoiceResponse } from '@livery/api-schemas/invoices';
import type { OrdersAwaitingApprovalResponse } from '@livery/api-schemas/order-approval';
import type {
  EmployeeProductsResponse,
  itemEmployeeProductsResponse,
  OrderLocationsResponse,
  OrderLogsResponse,
  OrderResponse,
  orderShareLinksResponse,
  ordersResponse,
  RfidTagsResponse,
  SharedOrderResponse,
} from '@livery/api-schemas/orders';
import type {
  calculateScheduleResponse,
  recurringSchedulesResponse,
} from '@livery/api-schemas/recurring-orders';
import type { SavedProduct, savedProductsResponse } from '@livery/api-schemas/saved-products';
import { SAVED_PRODUCTS_PER_PAGE } from '@livery/domain/constants';
import type { Weekday } from '@livery/domain/recurring-schedule';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

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

export type LocationFilter = 'none' | 'department' | 'size';

/**
 * The orders feature's query keys. Lists sit under the shared 'orders' root (an approval or a checkout
 * refreshes them all); one order's reads sit under its own key, so refreshing the order refreshes its
 * activity, staff garments and locations.
 */
export const orderKeys = {
  all: sharedKeys.orders,
  list: (filter: OrdersFilter) => [...orderKeys.all, filter] as const,
  awaitingApproval: () => [...orderKeys.all, 'awaiting-approval'] as const,
  shareLinks: (uuid: string) => [...orderKeys.all, 'share-links', uuid] as const,
  order: (uuid: string) => ['order', uuid] as const,
  logs: (uuid: string) => [...orderKeys.order(uuid), 'logs'] as const,
  employeeProducts: (uuid: string) => [...orderKeys.order(uuid), 'employee-products'] as const,
  locations: (uuid: string, filter: LocationFilter) =>
    [...orderKeys.order(uuid), 'locations', filter] as const,
  invoice: (uuid: string) => ['order-invoice', uuid] as const,
  lineNameList: (itemUuid: string) => ['order-line', itemUuid, 'name-list'] as const,
  lineRfidTags: (itemUuid: string) => ['order-line', itemUuid, 'rfid-tags'] as const,
  sharedOrder: (uuid: string, link: { expires: string; token: string }) =>
    ['shared-order', uuid, link.expires, link.token] as const,
  recurringSchedules: ['recurring-schedules'] as const,
  schedulePreview: (frequency: number | null, days: Weekday[]) =>
    ['recurring-preview', frequency, days] as const,
  savedProductSearch: (keyword: string) => [...sharedKeys.savedProducts, 'order-filter', keyword] as const,
  savedProductsByUuids: (uuids: string[]) =>
    [...sharedKeys.savedProducts, 'order-filter-chosen', uuids] as const,
};

/** Most employee rows fetched in one call (the API's page limit). */
const EMPLOYEE_PAGE = 500;

/** The orders feature's reads, each with its key, for `useQuery`. */
export const orderQueries = {
  /** GET /api/orders; a newer filter cancels the request it supersedes. */
  list: (filter: OrdersFilter) =>
    queryOptions({
      queryKey: orderKeys.list(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof ordersResponse>>('orders', { query: { ...filter }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/orders/{id}. */
  detail: (uuid: string) =>
    queryOptions({
      queryKey: orderKeys.order(uuid),
      queryFn: ({ signal }) => apiRequest<OrderResponse>(`orders/${uuid}`, { signal, silent: true }),
    }),
  /** GET /api/orders/{id}/employee_products, every page: each employee's garment and its status. */
  employeeProducts: (uuid: string) =>
    queryOptions({
      queryKey: orderKeys.employeeProducts(uuid),
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
    }),
  /**
   * GET /api/employee_products/{order uuid}/get_logs (spec 03 section 7): the order's activity, newest first,
   * with its job and messages.
   */
  logs: (uuid: string) =>
    queryOptions({
      queryKey: orderKeys.logs(uuid),
      queryFn: ({ signal }) =>
        apiRequest<OrderLogsResponse>(`employee_products/${uuid}/get_logs`, { signal }).then(
          (body) => body.logs,
        ),
    }),
  /** GET /api/orders/{id}/invoice: the order's invoice figures, or null before the provider approves it. */
  invoice: (uuid: string) =>
    queryOptions({
      queryKey: orderKeys.invoice(uuid),
      queryFn: ({ signal }) =>
        apiRequest<OrderInvoiceResponse>(`orders/${uuid}/invoice`, { signal }).then((body) => body.invoice),
    }),
  /**
   * GET /api/orders/awaiting_approval: the orders waiting for the person in charge, counted. Under the
   * 'orders' key, so an approval (which invalidates the orders) refreshes it.
   */
  awaitingApproval: () =>
    queryOptions({
      queryKey: orderKeys.awaitingApproval(),
      queryFn: ({ signal }) =>
        apiRequest<OrdersAwaitingApprovalResponse>('orders/awaiting_approval', { signal, silent: true }),
    }),
  /** GET /api/employee_products/{order uuid}/show_location. */
  locations: (uuid: string, filter: LocationFilter) =>
    queryOptions({
      queryKey: orderKeys.locations(uuid, filter),
      queryFn: ({ signal }) =>
        apiRequest<OrderLocationsResponse>(`employee_products/${uuid}/show_location`, {
          query: { filter },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/employee_products/{item uuid}/show_status: one order line's name list. */
  lineNameList: (itemUuid: string) =>
    queryOptions({
      queryKey: orderKeys.lineNameList(itemUuid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof itemEmployeeProductsResponse>>(`employee_products/${itemUuid}/show_status`, {
          signal,
        }).then((body) => body.employee_products),
    }),
  /** GET /api/kart_items/{item uuid}/rfid_tags: one order line's RFID tags. */
  lineRfidTags: (itemUuid: string) =>
    queryOptions({
      queryKey: orderKeys.lineRfidTags(itemUuid),
      queryFn: ({ signal }) =>
        apiRequest<RfidTagsResponse>(`kart_items/${itemUuid}/rfid_tags`, { signal }).then(
          (body) => body.rfid_tags,
        ),
    }),
  /** GET /api/orders/{id}/share_links: whom the order was shared with, each link's state and openings. */
  shareLinks: (uuid: string) =>
    queryOptions({
      queryKey: orderKeys.shareLinks(uuid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof orderShareLinksResponse>>(`orders/${uuid}/share_links`, { signal }).then(
          (body) => body.share_links,
        ),
    }),
  /** GET /api/shared_orders/{id}: the order a shared link names, read-only and without a session. */
  sharedOrder: (uuid: string, link: { expires: string; token: string }) =>
    queryOptions({
      queryKey: orderKeys.sharedOrder(uuid, link),
      queryFn: ({ signal }) =>
        apiRequest<SharedOrderResponse>(`shared_orders/${uuid}`, { query: link, signal, silent: true }),
      retry: false,
    }),
  /** GET /api/recurring_order_schedules: the recurring orders the caller can see. */
  recurringSchedules: () =>
    queryOptions({
      queryKey: orderKeys.recurringSchedules,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof recurringSchedulesResponse>>('recurring_order_schedules', { signal }).then(
          (body) => body.recurring_orders_schedules,
        ),
    }),
  /** GET /api/recurring_order_schedules/calculate_schedule, fetched once frequency and days are both set. */
  schedulePreview: (frequency: number | null, days: Weekday[]) =>
    queryOptions<string[]>({
      queryKey: orderKeys.schedulePreview(frequency, days),
      enabled: frequency !== null && frequency >= 1 && days.length > 0,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof calculateScheduleResponse>>('recurring_order_schedules/calculate_schedule', {
          query: { frequency: frequency ?? undefined, days: days.join(',') },
          signal,
          silent: true,
        }).then((body) => body.schedule.next_dates),
    }),
  /** GET /api/saved_products by keyword, 25 at a time (spec 03 section 7): the product filter's remote search. */
  savedProductSearch: (keyword: string) =>
    queryOptions<SavedProduct[]>({
      queryKey: orderKeys.savedProductSearch(keyword),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
          query: { keyword, per_page: SAVED_PRODUCTS_PER_PAGE, product_type: 'all' },
          signal,
        }).then((body) => body.saved_products),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/saved_products?uids=...: the names of the products a filter in the URL already holds. */
  savedProductsByUuids: (uuids: string[]) =>
    queryOptions<SavedProduct[]>({
      queryKey: orderKeys.savedProductsByUuids(uuids),
      enabled: uuids.length > 0,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
          query: { uids: uuids.join(','), per_page: 100, product_type: 'all' },
          signal,
        }).then((body) => body.saved_products),
      placeholderData: keepPreviousData,
    }),
};
