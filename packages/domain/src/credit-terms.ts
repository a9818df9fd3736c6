import { type CalendarDay, calendarDay, calendarDayStart } from './calendar-day.ts';
import { AGED_BUCKETS, type AgedBucket, agedBucket } from './invoice-status.ts';
import { PAYMENT_WINDOW_DAYS } from './order-progress.ts';

/** The payment terms the provider gives a company; `immediate` is the spec's payment window after approval. */
export const PAYMENT_TERMS = ['immediate', 'net_7', 'net_30', 'net_60'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** A company nobody configured pays as the spec says: within the payment window after approval. */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 'immediate';

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  immediate: `Immediate (within ${PAYMENT_WINDOW_DAYS} days)`,
  net_7: 'Net 7 days',
  net_30: 'Net 30 days',
  net_60: 'Net 60 days',
};

/** Days from issue to due under each terms. */
export const PAYMENT_TERMS_DAYS: Record<PaymentTerms, number> = {
  immediate: PAYMENT_WINDOW_DAYS,
  net_7: 7,
  net_30: 30,
  net_60: 60,
};

export function isPaymentTerms(value: unknown): value is PaymentTerms {
  return typeof value === 'string' && (PAYMENT_TERMS as readonly string[]).includes(value);
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * When an invoice issued at `issuedAt` falls due under `terms`: the terms' days later on the provider's calendar
 * (`timeZone`), at the same time of day. In a zone without summer time (the provider's Singapore) that is exactly
 * `days` x 24 hours, so `immediate` is the spec's payment window to the millisecond.
 */
export function invoiceDueAtForTerms(issuedAt: Date, terms: PaymentTerms, timeZone: string): Date {
  const issueDay = calendarDay(issuedAt, timeZone);
  const timeOfDay = issuedAt.getTime() - calendarDayStart(issueDay, timeZone).getTime();
  const dueDay = addDays(issueDay, PAYMENT_TERMS_DAYS[terms]);
  return new Date(calendarDayStart(dueDay, timeZone).getTime() + timeOfDay);
}

/** An open invoice as the aged balance reads it: when it falls due and what is still owed (cents). */
export interface OpenBalance {
  dueAt: Date;
  balance: number;
}

export interface AgedBalance {
  /** Cents owed per bucket of days past due (`agedBucket`, the one rule the accounting report uses too). */
  buckets: Record<AgedBucket, number>;
  /** Cents owed in all: the buckets' sum. */
  totalOutstanding: number;
}

/** The aged balance of open invoices at `now`: each balance in the bucket of its days past due, and the total. */
export function agedBalance(invoices: readonly OpenBalance[], now: Date): AgedBalance {
  const buckets = Object.fromEntries(AGED_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgedBucket, number>;
  let totalOutstanding = 0;
  for (const invoice of invoices) {
    if (invoice.balance <= 0) continue;
    buckets[agedBucket(invoice.dueAt, now)] += invoice.balance;
    totalOutstanding += invoice.balance;
  }
  return { buckets, totalOutstanding };
}

/** What approving an order would make the company owe, when that passes its credit limit (all in cents). */
export interface CreditHold {
  creditLimit: number;
  /** Open invoices' balances now, in the order's currency. */
  owed: number;
  orderTotal: number;
  owedAfter: number;
}

/**
 * Whether an order waits for the provider's word on credit: the company has a limit and its open balance plus
 * the order would pass it. Null when there is no limit or the order fits under it.
 */
export function creditHold(input: {
  creditLimit: number | null;
  owed: number;
  orderTotal: number;
}): CreditHold | null {
  if (input.creditLimit === null) return null;
  const owedAfter = input.owed + input.orderTotal;
  if (owedAfter <= input.creditLimit) return null;
  return { creditLimit: input.creditLimit, owed: input.owed, orderTotal: input.orderTotal, owedAfter };
}
