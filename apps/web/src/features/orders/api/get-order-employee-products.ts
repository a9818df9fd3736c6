import type { EmployeeProductsResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** Most employee rows fetched in one call (the API's page limit). */
const EMPLOYEE_PAGE = 500;

/** GET /api/orders/{id}/employee_products, every page: each employee's garment and its status. */
export const getOrderEmployeeProducts = async (uuid: string, signal?: AbortSignal) => {
  const rows: EmployeeProductsResponse['employee_products'] = [];
  for (let page = 1; ; page += 1) {
    const body = await apiRequest<EmployeeProductsResponse>(`orders/${uuid}/employee_products`, {
      query: { page, per_page: EMPLOYEE_PAGE },
      signal,
    });
    rows.push(...body.employee_products);
    if (page >= body.meta.total_pages) return rows;
  }
};

export const getOrderEmployeeProductsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.employeeProducts(uuid),
    queryFn: ({ signal }) => getOrderEmployeeProducts(uuid, signal),
  });

/** GET /api/orders/{id}/employee_products, every page: each employee's garment and its status. */
export function useOrderEmployeeProducts(uuid: string) {
  return useQuery(getOrderEmployeeProductsQueryOptions(uuid));
}
