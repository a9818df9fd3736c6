import type { Answer } from '@livery/api-schemas/answer';
import type { recurringSchedulesResponse } from '@livery/api-schemas/recurring-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/recurring_order_schedules: the recurring orders the caller can see. */
export const getRecurringSchedules = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof recurringSchedulesResponse>>('recurring_order_schedules', { signal }).then(
    (body) => body.recurring_orders_schedules,
  );

export const getRecurringSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.recurringSchedules,
    queryFn: ({ signal }) => getRecurringSchedules(signal),
  });

/** GET /api/recurring_order_schedules: the recurring orders the caller can see. */
export function useRecurringSchedules() {
  return useQuery(getRecurringSchedulesQueryOptions());
}
