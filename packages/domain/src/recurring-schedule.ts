import { PERSON_IN_CHARGE } from './saved-product-permissions.ts';

/**
 * Recurring orders (spec 03 sections 2.3 and 9): a schedule repeats every `frequency` weeks on the chosen
 * weekdays, counted from the week it was set up in. Dates are calendar days ('2026-11-23'), compared as
 * such: the server decides which calendar day it is in the provider's time zone.
 */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Longest gap a buyer may choose: one year. */
export const MAX_FREQUENCY_WEEKS = 52;
/** How many coming dates the schedule preview lists. */
export const PREVIEW_DATE_COUNT = 5;

export interface RecurringSchedule {
  /** Every this many weeks, 1 to MAX_FREQUENCY_WEEKS. */
  frequency: number;
  days: readonly Weekday[];
  /** The calendar day the schedule was set up (or last changed): its week is week 0, and it never runs that day. */
  startsAfter: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toDayNumber(date: string): number {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day) || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new RangeError(`Not a calendar day: ${date}`);
  return Math.round(day / DAY_MS);
}

function toDate(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** Monday = 0 ... Sunday = 6 (1970-01-01, day 0, was a Thursday). */
function weekdayIndex(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

function mondayOf(dayNumber: number): number {
  return dayNumber - weekdayIndex(dayNumber);
}

/** Whether the schedule places an order on this calendar day. */
export function isScheduledOn(schedule: RecurringSchedule, date: string): boolean {
  const day = toDayNumber(date);
  const start = toDayNumber(schedule.startsAfter);
  if (day <= start) return false;
  if (!schedule.days.includes(WEEKDAYS[weekdayIndex(day)]!)) return false;
  const weeksSinceStart = (mondayOf(day) - mondayOf(start)) / 7;
  return weeksSinceStart % schedule.frequency === 0;
}

/**
 * The schedule's order days after `after` up to and including `until`, oldest first: what a run that missed
 * days (a restart, a stopped server) still owes, or, with a far `until`, the coming dates.
 */
export function scheduledDatesBetween(
  schedule: RecurringSchedule,
  after: string,
  until: string,
  limit = Number.POSITIVE_INFINITY,
): string[] {
  const dates: string[] = [];
  const last = toDayNumber(until);
  for (let day = toDayNumber(after) + 1; day <= last && dates.length < limit; day += 1) {
    const date = toDate(day);
    if (isScheduledOn(schedule, date)) dates.push(date);
  }
  return dates;
}

/** The next `count` order days after `today` (the preview of `calculate_schedule`). */
export function nextScheduledDates(
  schedule: RecurringSchedule,
  today: string,
  count = PREVIEW_DATE_COUNT,
): string[] {
  if (schedule.days.length === 0) return [];
  // Within count × frequency weeks there are at least `count` order days.
  const horizon = toDate(toDayNumber(today) + 7 * schedule.frequency * (count + 1));
  return scheduledDatesBetween(schedule, today, horizon, count);
}

/** Weekdays in the week's order, without repeats, whatever order the buyer ticked them in. */
export function orderWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

/** Who changes or stops a recurring order: whoever set it up (its orders go out in their name) or a person in charge. */
export function canManageRecurringSchedule(
  member: { id: number; department: string | null },
  schedule: { user_id: number },
): boolean {
  return member.department === PERSON_IN_CHARGE || schedule.user_id === member.id;
}
