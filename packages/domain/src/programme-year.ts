import { type CalendarDay, calendarDay } from './calendar-day.ts';

/**
 * The day a company's programme year starts, every year: month 1-12 and a day that exists in every year
 * (February stops at 28), so the year never starts on a day some years lack.
 */
export interface YearStart {
  month: number;
  day: number;
}

/** A company that never chose starts its programme year on 1 January. */
export const DEFAULT_YEAR_START: YearStart = { month: 1, day: 1 };

const LAST_DAY_EVERY_YEAR = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The last day of `month` (1-12) that every year has: 28 for February. */
export function lastYearStartDay(month: number): number {
  return LAST_DAY_EVERY_YEAR[month - 1] ?? 0;
}

export function isYearStart(value: YearStart): boolean {
  return (
    Number.isInteger(value.month) &&
    Number.isInteger(value.day) &&
    value.month >= 1 &&
    value.month <= 12 &&
    value.day >= 1 &&
    value.day <= lastYearStartDay(value.month)
  );
}

/** One programme year: its first and last calendar days, both included. */
export interface ProgrammePeriod {
  start: CalendarDay;
  end: CalendarDay;
}

function dayOf(year: number, month: number, day: number): CalendarDay {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function dayCount(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The programme year a calendar day falls in: from the latest year start on or before it to the day before the next. */
export function programmePeriodOfDay(day: CalendarDay, yearStart: YearStart): ProgrammePeriod {
  const year = Number(day.slice(0, 4));
  const startThisYear = dayOf(year, yearStart.month, yearStart.day);
  const startYear = day >= startThisYear ? year : year - 1;
  return {
    start: dayOf(startYear, yearStart.month, yearStart.day),
    // Day 0 of a month is the last day of the one before (Date.UTC rolls over).
    end: dayOf(startYear + 1, yearStart.month, yearStart.day - 1),
  };
}

/**
 * The programme year at an instant, on the provider's calendar (`timeZone`): balances reset when the provider's
 * day reaches the year start, the same day for every company whatever the browser's clock says.
 */
export function currentProgrammePeriod(now: Date, yearStart: YearStart, timeZone: string): ProgrammePeriod {
  return programmePeriodOfDay(calendarDay(now, timeZone), yearStart);
}

/** How many days a period has (365 or 366). */
export function periodDayCount(period: ProgrammePeriod): number {
  return dayCount(period.start, period.end) + 1;
}

/** A share of a period as whole days, so amounts scale by it exactly (no floating-point drift). */
export interface PeriodShare {
  days: number;
  ofDays: number;
}

/**
 * The share of a period an employee is entitled to: all of it unless pro-rating is on and they start after the
 * period starts; then the days from their start day to the period's end (both included), and none when they
 * start after it ends.
 */
export function joinerShare(
  period: ProgrammePeriod,
  startDate: CalendarDay | null,
  isProRated: boolean,
): PeriodShare {
  const ofDays = periodDayCount(period);
  if (!isProRated || startDate === null || startDate <= period.start) return { days: ofDays, ofDays };
  if (startDate > period.end) return { days: 0, ofDays };
  return { days: dayCount(startDate, period.end) + 1, ofDays };
}
