import type { MessageBody } from '@livery/api-schemas/common';
import type { Weekday } from '@livery/domain/recurring-schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys, orderQueries } from './orders-queries.ts';

/** GET /api/recurring_order_schedules: the recurring orders the caller can see. */
export function useRecurringSchedules() {
  return useQuery(orderQueries.recurringSchedules());
}

/** GET /api/recurring_order_schedules/calculate_schedule, fetched once frequency and days are both set. */
export function useSchedulePreview(frequency: number | null, days: Weekday[]) {
  return useQuery(orderQueries.schedulePreview(frequency, days));
}

type Change =
  | { method: 'POST'; orderUuid: string; frequency: number; days: Weekday[] }
  | { method: 'PUT'; id: number; frequency: number; days: Weekday[] }
  | { method: 'DELETE'; id: number };

/** Sets up, changes or stops a recurring order; the list is fetched again afterwards. */
export function useRecurringChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      if (change.method === 'DELETE') {
        return apiRequest<MessageBody>(`recurring_order_schedules/${change.id}`, {
          method: 'DELETE',
        });
      }
      const schedule = { frequency: change.frequency, days: change.days };
      return change.method === 'POST'
        ? apiRequest('recurring_order_schedules', {
            method: 'POST',
            body: { recurring_order: { order_id: change.orderUuid, ...schedule } },
            silent: true,
          })
        : apiRequest(`recurring_order_schedules/${change.id}`, {
            method: 'PUT',
            body: { recurring_order: schedule },
            silent: true,
          });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.recurringSchedules }),
  });
}
