import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  calendarDayStart,
  calendarDaysRange,
  calendarYear,
  nextCalendarDay,
} from './calendar-day.ts';

describe('calendarDay', () => {
  it('gives the day of the zone, not of UTC, on either side of midnight', () => {
    const lateNewYearsEve = new Date('2026-12-31T23:30:00Z');
    expect(calendarDay(lateNewYearsEve, 'UTC')).toBe('2026-12-31');
    expect(calendarDay(lateNewYearsEve, 'Asia/Singapore')).toBe('2027-01-01');
    expect(calendarDay(new Date('2027-01-01T03:00:00Z'), 'America/New_York')).toBe('2026-12-31');
  });

  it('pads months and days to two digits', () => {
    expect(calendarDay(new Date('2026-03-04T12:00:00Z'), 'Asia/Singapore')).toBe('2026-03-04');
  });
});

describe('calendarYear', () => {
  it('is the year of the zone, so an order placed on 1 Jan in Singapore takes the new year', () => {
    expect(calendarYear(new Date('2026-12-31T23:30:00Z'), 'Asia/Singapore')).toBe(2027);
    expect(calendarYear(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe(2026);
  });
});

describe('calendarDayStart', () => {
  it('is midnight in the zone, which in Singapore is 16:00 UTC the day before', () => {
    expect(calendarDayStart('2026-11-30', 'Asia/Singapore').toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(calendarDayStart('2026-11-30', 'UTC').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('follows a clock change: New York is five hours behind in winter and four in summer', () => {
    expect(calendarDayStart('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(calendarDayStart('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(calendarDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('round-trips through calendarDay for every day of a year', () => {
    let day = '2026-01-01';
    for (let index = 0; index < 366; index++) {
      for (const zone of ['Asia/Singapore', 'America/New_York', 'Pacific/Auckland', 'UTC']) {
        const start = calendarDayStart(day, zone);
        expect(calendarDay(start, zone)).toBe(day);
        expect(calendarDay(new Date(start.getTime() - 1), zone)).not.toBe(day);
      }
      day = nextCalendarDay(day);
    }
  });
});

describe('calendarDaysRange', () => {
  it('covers both days whole: 00:30 in Singapore on the first day is in, 00:30 the day after the last is not', () => {
    const { start, end } = calendarDaysRange('2026-11-01', '2026-11-30', 'Asia/Singapore');
    const justAfterMidnight = new Date('2026-10-31T16:30:00Z');
    expect(justAfterMidnight >= start && justAfterMidnight < end).toBe(true);
    const nextMorning = new Date('2026-11-30T16:30:00Z');
    expect(nextMorning < end).toBe(false);
  });
});

describe('nextCalendarDay', () => {
  it('rolls over months and years', () => {
    expect(nextCalendarDay('2026-11-30')).toBe('2026-12-01');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
  });
});
