import type { Answer } from '@livery/api-schemas/answer';
import type { recurringScheduleResponse } from '@livery/api-schemas/recurring-orders';
import type { Weekday } from '@livery/domain/recurring-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** POST /api/recurring_order_schedules: repeats an order; the form shows a refusal itself. */
export const createRecurringSchedule = (schedule: {
  orderUuid: string;
  frequency: number;
  days: Weekday[];
}) =>
  apiRequest<Answer<typeof recurringScheduleResponse>>('recurring_order_schedules', {
    method: 'POST',
    body: {
      recurring_order: { order_id: schedule.orderUuid, frequency: schedule.frequency, days: schedule.days },
    },
    silent: true,
  });

/** Sets up a recurring order; the schedules are fetched again afterwards. */
export function useCreateRecurringSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringSchedule,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.recurringSchedules }),
  });
}
