import type { Weekday } from '@livery/domain/recurring-schedule';
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
  approvals: (uuid: string) => [...orderKeys.order(uuid), 'approvals'] as const,
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
