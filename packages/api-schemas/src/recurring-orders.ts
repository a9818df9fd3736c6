import { MAX_FREQUENCY_WEEKS, WEEKDAYS } from '@livery/domain/recurring-schedule';
import { z } from 'zod';
import { databaseId, databaseIdListItem, timestamp } from './common.ts';

const frequency = z.coerce
  .number({ error: 'Please enter a frequency!' })
  .int('Please enter a frequency!')
  .min(1, 'Please enter a frequency!')
  .max(MAX_FREQUENCY_WEEKS, `The frequency is at most ${MAX_FREQUENCY_WEEKS} weeks`);

const days = z
  .array(z.enum(WEEKDAYS, { error: 'Days are weekday names, monday to sunday' }))
  .min(1, 'Please enter week days!')
  .max(7);

/** Days in a query string arrive as `days=monday,friday` or repeated `days[]=monday`. */
const daysText = z
  .union([z.string().max(100), z.array(z.string().max(20)).max(7)])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((day) => day.trim()).filter(Boolean),
  )
  .pipe(days);

/** POST /api/recurring_order_schedules: repeat an order (its uuid) every `frequency` weeks on `days`. */
export const createRecurringScheduleBody = z.object({
  recurring_order: z.object({ order_id: z.uuid('No such order'), frequency, days }),
});
export type CreateRecurringScheduleBody = z.infer<typeof createRecurringScheduleBody>;

/** PUT /api/recurring_order_schedules/{id}. */
export const updateRecurringScheduleBody = z.object({ recurring_order: z.object({ frequency, days }) });
export type UpdateRecurringScheduleBody = z.infer<typeof updateRecurringScheduleBody>;

/** DELETE /api/recurring_order_schedules (spec 03 section 7): the schedule's id in the body, as a number or text. */
export const deleteRecurringScheduleBody = z.object({
  id: z.union([databaseId, databaseIdListItem('No such recurring order')], {
    error: 'Give the id of the recurring order to delete',
  }),
});

/** GET /api/recurring_order_schedules/calculate_schedule?frequency=2&days=monday,thursday */
export const calculateScheduleQuery = z.object({ frequency, days: daysText });
export const calculateScheduleResponse = z.object({
  schedule: z.object({ next_dates: z.array(z.string()) }),
});

export const recurringSchedule = z.object({
  id: z.number().int(),
  order_id: z.string(),
  order_uid: z.string(),
  frequency: z.number().int(),
  days: z.array(z.enum(WEEKDAYS)),
  created_at: timestamp,
  /** The schedule's creator, in whose name its orders are placed. */
  user_name: z.string(),
  next_dates: z.array(z.string()),
  /** Set when a run could not place its order (e.g. an archived product); cleared by the next good run. */
  last_failure: z.string().nullable(),
});
export type RecurringSchedule = z.infer<typeof recurringSchedule>;

export const recurringScheduleResponse = z.object({ recurring_order: recurringSchedule });
export const recurringSchedulesResponse = z.object({
  recurring_orders_schedules: z.array(recurringSchedule),
});
