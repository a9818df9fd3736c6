import type { Answer } from '@livery/api-schemas/answer';
import type { itemEmployeeProductsResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/employee_products/{item uuid}/show_status: one order line's name list. */
export const getLineNameList = (itemUuid: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof itemEmployeeProductsResponse>>(`employee_products/${itemUuid}/show_status`, {
    signal,
  }).then((body) => body.employee_products);

export const getLineNameListQueryOptions = (itemUuid: string) =>
  queryOptions({
    queryKey: orderKeys.lineNameList(itemUuid),
    queryFn: ({ signal }) => getLineNameList(itemUuid, signal),
  });

/** One order line's name list, read when it is opened. */
export function useLineNameList(itemUuid: string, isOpen: boolean) {
  return useQuery({ ...getLineNameListQueryOptions(itemUuid), enabled: isOpen });
}
