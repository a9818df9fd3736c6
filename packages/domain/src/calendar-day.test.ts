import { describe, expect, it } from 'vitest';
import { calendarDay, calendarYear } from './calendar-day.ts';

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
