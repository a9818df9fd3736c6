import type { EmployeeProductsResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** Each order line's staff rows, a page at a time. */
const EMPLOYEE_PRODUCTS_PER_PAGE = 50;

/** GET /api/admin/orders/{id}/employee_products, a page at a time. */
export const getAdminEmployeeProducts = (uuid: string, page: number, signal?: AbortSignal) =>
  apiRequest<EmployeeProductsResponse>(`admin/orders/${uuid}/employee_products`, {
    query: { page, per_page: EMPLOYEE_PRODUCTS_PER_PAGE },
    signal,
  });

export const getAdminEmployeeProductsQueryOptions = (uuid: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.employeeProductsPage(uuid, page),
    queryFn: ({ signal }) => getAdminEmployeeProducts(uuid, page, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders/{id}/employee_products, a page at a time. */
export function useAdminEmployeeProducts(uuid: string, page: number) {
  return useQuery(getAdminEmployeeProductsQueryOptions(uuid, page));
}
