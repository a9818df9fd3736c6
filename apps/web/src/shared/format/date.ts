import { DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates and times show in the provider's time zone (the server's `TIME_ZONE`, sent with the signed-in user), the
 * calendar its statements, invoices and documents use: a buyer in another zone, or anyone near midnight, sees on the
 * screen the same day as on the paper (decision 225).
 */
let displayZone = DEFAULT_TIME_ZONE;
// Made on the first date shown, not as the first page's modules load: building one costs a phone ~50 ms.
let partsFormat: Intl.DateTimeFormat | undefined;

function formatIn(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** Called with the zone the server names; an unknown name keeps the one in use. */
export function setDisplayTimeZone(timeZone: string): void {
  if (timeZone === displayZone) return;
  try {
    partsFormat = formatIn(timeZone);
    displayZone = timeZone;
  } catch {
    // RangeError: the browser does not know the zone; the default stays.
  }
}

interface Parts {
  day: number;
  month: number;
  year: number;
  time?: string;
}

function partsOf(value: string): Parts | undefined {
  // A calendar day (a due date, a delivery day) is a day already: no zone moves it.
  const day = CALENDAR_DAY.exec(value);
  if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) };
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  partsFormat ??= formatIn(displayZone);
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}`,
  };
}

function dayText({ day, month, year }: Parts): string {
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

/** `23 Nov 2026` */
export function formatDate(value: string | null | undefined): string {
  const parts = value ? partsOf(value) : undefined;
  return parts ? dayText(parts) : 'N/A';
}

/** `23 Nov 2026, 14:05` */
export function formatDateTime(value: string | null | undefined): string {
  const parts = value ? partsOf(value) : undefined;
  if (!parts) return 'N/A';
  return parts.time ? `${dayText(parts)}, ${parts.time}` : dayText(parts);
}
