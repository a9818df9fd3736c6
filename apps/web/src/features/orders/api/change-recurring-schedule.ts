import type { MessageBody } from '@livery/api-schemas/common';
import type { Weekday } from '@livery/domain/recurring-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

type Change =
  | { method: 'POST'; orderUuid: string; frequency: number; days: Weekday[] }
  | { method: 'PUT'; id: number; frequency: number; days: Weekday[] }
  | { method: 'DELETE'; id: number };

/** Sets up, changes or stops a recurring order; the list is fetched again afterwards. */
export const changeRecurringSchedule = (change: Change) => {
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
};

/** Sets up, changes or stops a recurring order; the list is fetched again afterwards. */
export function useRecurringChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRecurringSchedule,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.recurringSchedules }),
  });
}
