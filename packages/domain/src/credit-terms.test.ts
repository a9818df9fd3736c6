import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day.ts';
import { agedBalance, creditHold, invoiceDueAtForTerms, PAYMENT_TERMS_DAYS } from './credit-terms.ts';
import { invoiceDueAt } from './invoice-status.ts';

const DAY = 24 * 60 * 60 * 1000;
const SINGAPORE = 'Asia/Singapore';

describe('an invoice due date from the payment terms', () => {
  it("is exactly today's due date under immediate terms (the spec's 3-day window)", () => {
    const issuedAt = new Date('2026-03-01T10:00:00Z');
    expect(invoiceDueAtForTerms(issuedAt, 'immediate', SINGAPORE)).toEqual(invoiceDueAt(issuedAt));
    expect(PAYMENT_TERMS_DAYS.immediate).toBe(3);
  });

  it('falls 7, 30 or 60 provider days after the issue day, at the same time of day', () => {
    const issuedAt = new Date('2026-01-31T16:30:00Z'); // 1 Feb 00:30 in Singapore
    expect(invoiceDueAtForTerms(issuedAt, 'net_7', SINGAPORE).toISOString()).toBe('2026-02-07T16:30:00.000Z');
    const net30 = invoiceDueAtForTerms(issuedAt, 'net_30', SINGAPORE);
    expect(calendarDay(net30, SINGAPORE)).toBe('2026-03-03');
    expect(net30.getTime() - issuedAt.getTime()).toBe(30 * DAY);
    expect(calendarDay(invoiceDueAtForTerms(issuedAt, 'net_60', SINGAPORE), SINGAPORE)).toBe('2026-04-02');
  });

  it('keeps the calendar day across a clock change in a zone with summer time', () => {
    const issuedAt = new Date('2026-03-08T04:30:00Z'); // 7 Mar 23:30 EST; clocks go forward on 8 Mar
    const due = invoiceDueAtForTerms(issuedAt, 'net_7', 'America/New_York');
    expect(calendarDay(due, 'America/New_York')).toBe('2026-03-14');
    expect(due.toISOString()).toBe('2026-03-15T03:30:00.000Z'); // 23:30 EDT
  });
});

describe('the aged balance', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const dueDaysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  it('puts each balance in the bucket of its days past due and totals them', () => {
    const aged = agedBalance(
      [
        { dueAt: dueDaysAgo(-5), balance: 100 },
        { dueAt: dueDaysAgo(0), balance: 1 },
        { dueAt: dueDaysAgo(1), balance: 200 },
        { dueAt: dueDaysAgo(30), balance: 300 },
        { dueAt: dueDaysAgo(31), balance: 400 },
        { dueAt: dueDaysAgo(75), balance: 500 },
        { dueAt: dueDaysAgo(91), balance: 600 },
        { dueAt: dueDaysAgo(400), balance: 0 },
      ],
      now,
    );
    expect(aged.buckets).toEqual({
      current: 101,
      days_1_30: 500,
      days_31_60: 400,
      days_61_90: 500,
      over_90: 600,
    });
    expect(aged.totalOutstanding).toBe(2101);
  });

  it('is all zero with nothing open', () => {
    expect(agedBalance([], now)).toEqual({
      buckets: { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 },
      totalOutstanding: 0,
    });
  });
});

describe('a credit hold', () => {
  it('holds an order that takes the open balance past the limit, with the figures the provider reads', () => {
    expect(creditHold({ creditLimit: 100_000, owed: 80_000, orderTotal: 30_000 })).toEqual({
      creditLimit: 100_000,
      owed: 80_000,
      orderTotal: 30_000,
      owedAfter: 110_000,
    });
  });

  it('lets an order through that reaches the limit exactly, and every order of a company without a limit', () => {
    expect(creditHold({ creditLimit: 100_000, owed: 70_000, orderTotal: 30_000 })).toBeNull();
    expect(creditHold({ creditLimit: null, owed: 9_000_000, orderTotal: 1 })).toBeNull();
  });

  it('holds every order of a company whose limit is 0', () => {
    expect(creditHold({ creditLimit: 0, owed: 0, orderTotal: 1 })?.owedAfter).toBe(1);
  });
});
