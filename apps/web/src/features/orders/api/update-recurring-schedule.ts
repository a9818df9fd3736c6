import type { Answer } from '@livery/api-schemas/answer';
import type { recurringScheduleResponse } from '@livery/api-schemas/recurring-orders';
import type { Weekday } from '@livery/domain/recurring-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** PUT /api/recurring_order_schedules/{id}: a new rhythm; the form shows a refusal itself. */
export const updateRecurringSchedule = (schedule: { id: number; frequency: number; days: Weekday[] }) =>
  apiRequest<Answer<typeof recurringScheduleResponse>>(`recurring_order_schedules/${schedule.id}`, {
    method: 'PUT',
    body: { recurring_order: { frequency: schedule.frequency, days: schedule.days } },
    silent: true,
  });

/** Changes a recurring order's rhythm; the schedules are fetched again afterwards. */
export function useUpdateRecurringSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecurringSchedule,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.recurringSchedules }),
  });
}
