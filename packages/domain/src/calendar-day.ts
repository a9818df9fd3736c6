/** The provider's time zone unless `TIME_ZONE` names another (the demo provider is in Singapore). */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

/** A calendar day as 'yyyy-mm-dd'. */
export type CalendarDay = string;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar day an instant falls on in a time zone, as 'yyyy-mm-dd': the one rule for every day printed
 * in a PDF or an e-mail and for the year of order and invoice numbers (31 Dec 23:30 UTC is 1 Jan in Singapore).
 */
export function calendarDay(instant: Date, timeZone: string): CalendarDay {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar year an instant falls in, in a time zone (the year order and invoice numbers carry). */
export function calendarYear(instant: Date, timeZone: string): number {
  return Number(calendarDay(instant, timeZone).slice(0, 4));
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The day after a calendar day ('2026-11-30' -> '2026-12-01'). */
export function nextCalendarDay(day: CalendarDay): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The instant a calendar day begins in a time zone (00:00 there): '2026-11-30' in Singapore begins at
 * 2026-11-29T16:00Z. A day whose midnight a clock change skips begins at the first instant it has.
 */
export function calendarDayStart(day: CalendarDay, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  const guess = midnightAsUtc - zoneOffset(midnightAsUtc, timeZone);
  // Near a clock change the offset at the guess can differ from the one at UTC midnight: take the later.
  return new Date(midnightAsUtc - zoneOffset(guess, timeZone));
}

/**
 * The instants of a range of calendar days in a time zone, both days included: from the first day's start to
 * the start of the day after the last (exclusive), as every "from/to" day filter compares instants.
 */
export function calendarDaysRange(
  from: CalendarDay,
  to: CalendarDay,
  timeZone: string,
): { start: Date; end: Date } {
  return { start: calendarDayStart(from, timeZone), end: calendarDayStart(nextCalendarDay(to), timeZone) };
}
