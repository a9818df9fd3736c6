import type { RecurringSchedule } from '@livery/api-schemas/recurring-orders';
import type { Weekday } from '@livery/domain/recurring-schedule';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/recurring_order_schedules: the recurring orders the caller can see. */
export function useRecurringSchedules() {
  return useQuery({
    queryKey: ['recurring-schedules'],
    queryFn: ({ signal }) =>
      apiRequest<{ recurring_orders_schedules: RecurringSchedule[] }>('recurring_order_schedules', {
        signal,
      }).then((body) => body.recurring_orders_schedules),
  });
}

/** GET /api/recurring_order_schedules/calculate_schedule, fetched once frequency and days are both set. */
export function useSchedulePreview(frequency: number | null, days: Weekday[]) {
  const isReady = frequency !== null && frequency >= 1 && days.length > 0;
  return useQuery<string[]>({
    queryKey: ['recurring-preview', frequency, days],
    enabled: isReady,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<{ schedule: { next_dates: string[] } }>('recurring_order_schedules/calculate_schedule', {
        query: { frequency: frequency ?? undefined, days: days.join(',') },
        signal,
        silent: true,
      }).then((body) => body.schedule.next_dates),
  });
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
        return apiRequest<{ message: string }>(`recurring_order_schedules/${change.id}`, {
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['recurring-schedules'] }),
  });
}
