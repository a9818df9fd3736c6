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
  /** An employee's balance: under the requests' root, so a decided request for more refreshes it. */
  balance: (staffId: string) => [...sharedKeys.programmeRequests, 'balance', staffId] as const,
  ordersHistory: (filter: OrdersHistoryFilter) => [...sharedKeys.orders, 'history', filter] as const,
};
