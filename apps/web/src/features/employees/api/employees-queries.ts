import type { Answer } from '@livery/api-schemas/answer';
import type { EmployeeDetail, employeesResponse } from '@livery/api-schemas/employees';
import type { OrdersHistoryResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export interface EmployeesFilter {
  keyword: string;
  page: number;
  perPage: number;
}

export interface OrdersHistoryFilter {
  keyword: string;
  page: number;
  perPage: number;
}

/** The employees' keys under the shared root (the bulk order's wearers sit there too); the history under orders. */
export const employeeKeys = {
  all: sharedKeys.employees,
  list: (filter: EmployeesFilter) => [...employeeKeys.all, 'list', filter] as const,
  one: (uuid: string | null) => [...employeeKeys.all, 'one', uuid] as const,
  ordersHistory: (filter: OrdersHistoryFilter) => [...sharedKeys.orders, 'history', filter] as const,
};

export const employeeQueries = {
  /** GET /api/employees; a request superseded by a newer filter is cancelled through its signal. */
  list: (filter: EmployeesFilter) =>
    queryOptions({
      queryKey: employeeKeys.list(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof employeesResponse>>('employees', {
          query: { keyword: filter.keyword || undefined, page: filter.page, per_page: filter.perPage },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/employees/{uuid}: the person and the orders they appear on. */
  one: (uuid: string | null) =>
    queryOptions({
      queryKey: employeeKeys.one(uuid),
      enabled: Boolean(uuid),
      queryFn: ({ signal }) => apiRequest<EmployeeDetail>(`employees/${uuid}`, { signal }),
    }),
  /** GET /api/orders/show_orders_history; a newer keyword or page cancels the request it supersedes. */
  ordersHistory: (filter: OrdersHistoryFilter) =>
    queryOptions({
      queryKey: employeeKeys.ordersHistory(filter),
      queryFn: ({ signal }) =>
        apiRequest<OrdersHistoryResponse>('orders/show_orders_history', {
          query: { keyword: filter.keyword || undefined, page: filter.page, per_page: filter.perPage },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};
