import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day.ts';
import { agedBalance, invoiceDueAtForTerms, PAYMENT_TERMS, PAYMENT_TERMS_DAYS } from './credit-terms.ts';
import { AGED_BUCKETS } from './invoice-status.ts';

const DAY = 24 * 60 * 60 * 1000;
const ZONES = ['Asia/Singapore', 'UTC', 'America/New_York', 'Australia/Sydney'] as const;
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms));

/** The bucket an invoice belongs in, worked out apart from the code: by whole days (rounded up) past due. */
function expectedBucket(dueAt: Date, now: Date): (typeof AGED_BUCKETS)[number] {
  const late = now.getTime() - dueAt.getTime();
  if (late <= 0) return 'current';
  const days = Math.ceil(late / DAY);
  return days <= 30 ? 'days_1_30' : days <= 60 ? 'days_31_60' : days <= 90 ? 'days_61_90' : 'over_90';
}

describe('credit terms over random data', () => {
  it('ages every balance by its due date, and the buckets sum to the total outstanding', () => {
    const invoice = fc.record({
      issuedAt: instant,
      terms: fc.constantFrom(...PAYMENT_TERMS),
      balance: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(invoice, { maxLength: 40 }),
        instant,
        fc.constantFrom(...ZONES),
        (list, now, zone) => {
          const open = list.map((entry) => ({
            dueAt: invoiceDueAtForTerms(entry.issuedAt, entry.terms, zone),
            balance: entry.balance,
          }));
          const aged = agedBalance(open, now);
          for (const bucket of AGED_BUCKETS) {
            const expected = open
              .filter((entry) => expectedBucket(entry.dueAt, now) === bucket)
              .reduce((sum, entry) => sum + entry.balance, 0);
            expect(aged.buckets[bucket], bucket).toBe(expected);
          }
          const sum = AGED_BUCKETS.reduce((total, bucket) => total + aged.buckets[bucket], 0);
          expect(sum).toBe(aged.totalOutstanding);
          expect(aged.totalOutstanding).toBe(open.reduce((total, entry) => total + entry.balance, 0));
        },
      ),
    );
  });

  it("falls due on the issue day plus the terms' days on the provider's calendar", () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...PAYMENT_TERMS),
        fc.constantFrom(...ZONES),
        (issuedAt, terms, zone) => {
          const due = invoiceDueAtForTerms(issuedAt, terms, zone);
          const [y, m, d] = calendarDay(issuedAt, zone).split('-').map(Number) as [number, number, number];
          const expected = new Date(Date.UTC(y, m - 1, d + PAYMENT_TERMS_DAYS[terms]))
            .toISOString()
            .slice(0, 10);
          expect(calendarDay(due, zone)).toBe(expected);
          // A clock change moves it by at most an hour from the plain count of days.
          expect(
            Math.abs(due.getTime() - issuedAt.getTime() - PAYMENT_TERMS_DAYS[terms] * DAY),
          ).toBeLessThanOrEqual(3_600_000);
        },
      ),
    );
  });

  it("is the spec's window to the millisecond under immediate terms in the provider's Singapore", () => {
    fc.assert(
      fc.property(instant, (issuedAt) => {
        expect(
          invoiceDueAtForTerms(issuedAt, 'immediate', 'Asia/Singapore').getTime() - issuedAt.getTime(),
        ).toBe(3 * DAY);
      }),
    );
  });
});
