import { describe, expect, it } from 'vitest';
import {
  currentProgrammePeriod,
  isYearStart,
  joinerShare,
  periodDayCount,
  programmePeriodOfDay,
} from './programme-year.ts';

describe('a programme year', () => {
  it('runs from the year start on or before the day to the day before the next start', () => {
    const april = { month: 4, day: 1 };
    expect(programmePeriodOfDay('2026-11-27', april)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(programmePeriodOfDay('2026-03-31', april)).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(programmePeriodOfDay('2026-04-01', april)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(programmePeriodOfDay('2026-06-30', { month: 1, day: 1 })).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });

  it('ends on the last day of February before a 1 March start, 29 February in a leap year', () => {
    const march = { month: 3, day: 1 };
    expect(programmePeriodOfDay('2027-06-01', march).end).toBe('2028-02-29');
    expect(programmePeriodOfDay('2026-06-01', march).end).toBe('2027-02-28');
    expect(periodDayCount(programmePeriodOfDay('2027-06-01', march))).toBe(366);
    expect(periodDayCount(programmePeriodOfDay('2026-06-01', march))).toBe(365);
  });

  it("turns on the provider's calendar day, not UTC's", () => {
    const yearStart = { month: 7, day: 1 };
    // 30 June 17:00 UTC is already 1 July in Singapore: the new year has begun there.
    const instant = new Date('2026-06-30T17:00:00Z');
    expect(currentProgrammePeriod(instant, yearStart, 'Asia/Singapore').start).toBe('2026-07-01');
    expect(currentProgrammePeriod(instant, yearStart, 'UTC').start).toBe('2025-07-01');
  });

  it('starts only on a day every year has', () => {
    expect(isYearStart({ month: 2, day: 28 })).toBe(true);
    expect(isYearStart({ month: 12, day: 31 })).toBe(true);
    for (const bad of [
      { month: 2, day: 29 },
      { month: 4, day: 31 },
      { month: 0, day: 1 },
      { month: 13, day: 1 },
      { month: 1, day: 0 },
      { month: 1.5, day: 1 },
    ]) {
      expect(isYearStart(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("a joiner's share of the year", () => {
  const period = { start: '2026-01-01', end: '2026-12-31' };

  it('is the whole year when pro-rating is off, or the employee started on or before the year', () => {
    expect(joinerShare(period, '2026-07-01', false)).toEqual({ days: 365, ofDays: 365 });
    expect(joinerShare(period, '2020-03-15', true)).toEqual({ days: 365, ofDays: 365 });
    expect(joinerShare(period, '2026-01-01', true)).toEqual({ days: 365, ofDays: 365 });
    expect(joinerShare(period, null, true)).toEqual({ days: 365, ofDays: 365 });
  });

  it('counts the days from the start day to the year end, both included', () => {
    expect(joinerShare(period, '2026-07-01', true)).toEqual({ days: 184, ofDays: 365 });
    expect(joinerShare(period, '2026-12-31', true)).toEqual({ days: 1, ofDays: 365 });
  });

  it('is nothing for someone starting after the year ends', () => {
    expect(joinerShare(period, '2027-01-01', true)).toEqual({ days: 0, ofDays: 365 });
  });
});
