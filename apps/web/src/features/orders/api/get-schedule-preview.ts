import type { Answer } from '@livery/api-schemas/answer';
import type { calculateScheduleResponse } from '@livery/api-schemas/recurring-orders';
import type { Weekday } from '@livery/domain/recurring-schedule';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/recurring_order_schedules/calculate_schedule, fetched once frequency and days are both set. */
export const getSchedulePreview = (frequency: number | null, days: Weekday[], signal?: AbortSignal) =>
  apiRequest<Answer<typeof calculateScheduleResponse>>('recurring_order_schedules/calculate_schedule', {
    query: { frequency: frequency ?? undefined, days: days.join(',') },
    signal,
    silent: true,
  }).then((body) => body.schedule.next_dates);

export const getSchedulePreviewQueryOptions = (frequency: number | null, days: Weekday[]) =>
  queryOptions<string[]>({
    queryKey: orderKeys.schedulePreview(frequency, days),
    enabled: frequency !== null && frequency >= 1 && days.length > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getSchedulePreview(frequency, days, signal),
  });

/** GET /api/recurring_order_schedules/calculate_schedule, fetched once frequency and days are both set. */
export function useSchedulePreview(frequency: number | null, days: Weekday[]) {
  return useQuery(getSchedulePreviewQueryOptions(frequency, days));
}
