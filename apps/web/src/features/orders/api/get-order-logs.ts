import type { OrderLogsResponse } from '@livery/api-schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export type OrderActivityLog = OrderLogsResponse['logs'][number];

/**
 * GET /api/employee_products/{order uuid}/get_logs (spec 03 section 7): the order's activity, newest first, with
 * its job and messages. Keyed under the order, so whatever refreshes the order refreshes its activity.
 */
export function useOrderLogs(orderUuid: string) {
  return useQuery({
    queryKey: ['order', orderUuid, 'logs'],
    queryFn: ({ signal }) =>
      apiRequest<OrderLogsResponse>(`employee_products/${orderUuid}/get_logs`, { signal }).then(
        (body) => body.logs,
      ),
  });
}
