import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isScheduledOn,
  nextScheduledDates,
  orderWeekdays,
  scheduledDatesBetween,
  WEEKDAYS,
  type Weekday,
} from './recurring-schedule.ts';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('recurring schedules', () => {
  it('lists the next order days of a weekly schedule, never the day it was set up', () => {
    const weekly = { frequency: 1, days: ['monday', 'thursday'] as Weekday[], startsAfter: MONDAY };
    expect(nextScheduledDates(weekly, MONDAY)).toEqual([
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
      '2026-12-07',
      '2026-12-10',
    ]);
  });

  it('skips the weeks between runs, counted from the week it was set up in', () => {
    const fortnightly = { frequency: 2, days: ['wednesday'] as Weekday[], startsAfter: '2026-11-26' };
    // Set up on a Thursday: this week's Wednesday has passed, next week is an off week.
    expect(nextScheduledDates(fortnightly, '2026-11-26', 3)).toEqual([
      '2026-12-09',
      '2026-12-23',
      '2027-01-06',
    ]);
  });

  it('owes every missed day after a stop, oldest first, and nothing twice', () => {
    const schedule = { frequency: 1, days: ['tuesday', 'friday'] as Weekday[], startsAfter: MONDAY };
    expect(scheduledDatesBetween(schedule, MONDAY, '2026-12-04')).toEqual([
      '2026-11-24',
      '2026-11-27',
      '2026-12-01',
      '2026-12-04',
    ]);
    expect(scheduledDatesBetween(schedule, '2026-12-04', '2026-12-04')).toEqual([]);
  });

  it('runs on a day only when its weekday is chosen and its week is a multiple of the frequency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.subarray([...WEEKDAYS], { minLength: 1 }),
        fc.integer({ min: 0, max: 400 }),
        (frequency, days, offset) => {
          const schedule = { frequency, days, startsAfter: MONDAY };
          const dates = nextScheduledDates(schedule, MONDAY, 6);
          expect(dates).toHaveLength(6);
          for (const date of dates) expect(isScheduledOn(schedule, date)).toBe(true);
          // Consecutive runs of a one-day schedule are exactly `frequency` weeks apart.
          if (days.length === 1) {
            const gaps = dates
              .slice(1)
              .map((date, index) => (Date.parse(date) - Date.parse(dates[index]!)) / 86_400_000);
            expect(new Set(gaps)).toEqual(new Set([7 * frequency]));
          }
          const someDay = new Date(Date.parse(`${MONDAY}T00:00:00Z`) + offset * 86_400_000)
            .toISOString()
            .slice(0, 10);
          expect(
            scheduledDatesBetween(schedule, MONDAY, someDay).every((date) => isScheduledOn(schedule, date)),
          ).toBe(true);
        },
      ),
    );
  });

  it('lists weekdays in the week order without repeats', () => {
    expect(orderWeekdays(['friday', 'monday', 'friday'])).toEqual(['monday', 'friday']);
  });
});
