import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** DELETE /api/recurring_order_schedules/{id}: no more orders are placed from it. */
export const deleteRecurringSchedule = (id: number) =>
  apiRequest<Answer<typeof messageBody>>(`recurring_order_schedules/${id}`, { method: 'DELETE' });

/** Stops a recurring order; the schedules are fetched again afterwards. */
export function useDeleteRecurringSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecurringSchedule,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.recurringSchedules }),
  });
}
