import type { Answer } from '@livery/api-schemas/answer';
import type { OrderLogsResponse, orderActivityLog } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/**
 * GET /api/employee_products/{order uuid}/get_logs (spec 03 section 7): the order's activity, newest first,
 * with its job and messages.
 */
export const getOrderLogs = (uuid: string, signal?: AbortSignal) =>
  apiRequest<OrderLogsResponse>(`employee_products/${uuid}/get_logs`, { signal }).then((body) => body.logs);

export const getOrderLogsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.logs(uuid),
    queryFn: ({ signal }) => getOrderLogs(uuid, signal),
  });

export type OrderActivityLog = Answer<typeof orderActivityLog>;

/** The order's activity (get_logs), keyed under the order: whatever refreshes the order refreshes it. */
export function useOrderLogs(orderUuid: string) {
  return useQuery(getOrderLogsQueryOptions(orderUuid));
}
