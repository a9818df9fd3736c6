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
