import { describe, expect, it } from 'vitest';
import {
  agedBucket,
  formatInvoiceNumber,
  type InvoiceLedger,
  invoiceBalance,
  invoiceDueAt,
  invoiceLabel,
  invoiceStatus,
  overdueDays,
  paymentProblem,
} from './invoice-status.ts';
import { cents, formatMoneyWithCode } from './money.ts';

const issuedAt = new Date('2026-03-01T10:00:00Z');
const dueAt = invoiceDueAt(issuedAt);
const ledger = (overrides: Partial<InvoiceLedger> = {}): InvoiceLedger => ({
  total: cents(10_000),
  paid: cents(0),
  credited: cents(0),
  issuedAt,
  dueAt,
  voidedAt: null,
  ...overrides,
});
const beforeDue = new Date('2026-03-02T00:00:00Z');
const afterDue = new Date('2026-03-10T00:00:00Z');

describe('invoice status', () => {
  it('falls due three days after the approval that issued it', () => {
    expect(dueAt.toISOString()).toBe('2026-03-04T10:00:00.000Z');
  });

  it('is a draft until issued and awaits payment once issued', () => {
    expect(invoiceStatus(ledger({ issuedAt: null, dueAt: null }), beforeDue)).toBe('invoice_draft');
    expect(invoiceStatus(ledger(), beforeDue)).toBe('invoice_awaiting_payment');
  });

  it('is partially paid after a part payment or a credit note, and paid when nothing is owed', () => {
    expect(invoiceStatus(ledger({ paid: cents(2_500) }), beforeDue)).toBe('invoice_partially_paid');
    expect(invoiceStatus(ledger({ credited: cents(100) }), beforeDue)).toBe('invoice_partially_paid');
    expect(invoiceStatus(ledger({ paid: cents(9_000), credited: cents(1_000) }), afterDue)).toBe(
      'invoice_paid',
    );
  });

  it('is overdue past the due time while anything is owed, paid or not', () => {
    expect(invoiceStatus(ledger(), afterDue)).toBe('invoice_overdue');
    expect(invoiceStatus(ledger({ paid: cents(1) }), afterDue)).toBe('invoice_overdue');
    expect(invoiceStatus(ledger(), dueAt)).toBe('invoice_awaiting_payment');
  });

  it('is voided whatever else is true, and a voided invoice owes nothing', () => {
    const voided = ledger({ voidedAt: afterDue, paid: cents(10) });
    expect(invoiceStatus(voided, afterDue)).toBe('invoice_voided');
    expect(invoiceBalance(voided)).toBe(0);
  });

  it('never lets the balance fall below zero', () => {
    expect(invoiceBalance(ledger({ paid: cents(8_000), credited: cents(5_000) }))).toBe(0);
    expect(invoiceBalance(ledger({ paid: cents(2_500) }))).toBe(7_500);
  });
});

describe('payments', () => {
  it('refuses an overpayment naming the balance, and amounts of zero or less', () => {
    const format = (balance: number) => formatMoneyWithCode(balance, 'SGD');
    expect(paymentProblem(ledger({ paid: cents(2_500) }), 7_501, format)).toBe(
      'Amount is more than the balance of SGD 75.00',
    );
    expect(paymentProblem(ledger(), 10_000, format)).toBeNull();
    expect(paymentProblem(ledger(), 0, format)).toBe('Amount must be greater than 0');
    expect(paymentProblem(ledger(), 1.5, format)).toBe('Amount must be greater than 0');
    expect(paymentProblem(ledger({ voidedAt: afterDue }), 1, format)).toBe('This invoice is voided');
    expect(paymentProblem(ledger({ paid: cents(10_000) }), 1, format)).toBe(
      'This invoice is already paid in full',
    );
  });
});

describe('overdue days (spec 03 section 9: whole days elapsed minus 1)', () => {
  const day = 24 * 60 * 60 * 1000;
  it('is null until the due time has passed', () => {
    expect(overdueDays(dueAt, beforeDue)).toBeNull();
    expect(overdueDays(dueAt, dueAt)).toBeNull();
  });

  it('counts whole days elapsed past due, minus one, never below zero', () => {
    expect(overdueDays(dueAt, new Date(dueAt.getTime() + 1))).toBe(0);
    expect(overdueDays(dueAt, new Date(dueAt.getTime() + day))).toBe(0);
    expect(overdueDays(dueAt, new Date(dueAt.getTime() + 2 * day - 1))).toBe(0);
    expect(overdueDays(dueAt, new Date(dueAt.getTime() + 2 * day))).toBe(1);
    expect(overdueDays(dueAt, new Date(dueAt.getTime() + 10.5 * day))).toBe(9);
  });
});

describe('aged receivables', () => {
  const day = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(dueAt.getTime() + days * day);
  it('puts amounts in current, 1-30, 31-60, 61-90 and over 90 days past due', () => {
    expect(agedBucket(dueAt, at(-1))).toBe('current');
    expect(agedBucket(dueAt, at(0))).toBe('current');
    expect(agedBucket(dueAt, at(0.1))).toBe('days_1_30');
    expect(agedBucket(dueAt, at(30))).toBe('days_1_30');
    expect(agedBucket(dueAt, at(30.5))).toBe('days_31_60');
    expect(agedBucket(dueAt, at(60))).toBe('days_31_60');
    expect(agedBucket(dueAt, at(61))).toBe('days_61_90');
    expect(agedBucket(dueAt, at(90))).toBe('days_61_90');
    expect(agedBucket(dueAt, at(91))).toBe('over_90');
  });
});

describe('invoice numbers and labels', () => {
  it('numbers per year with six digits and labels an unissued invoice by the order uid', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('INV-2026-000001');
    expect(formatInvoiceNumber(2026, 1234567)).toBe('INV-2026-1234567');
    expect(invoiceLabel('INV-2026-000001', 'LV-2026-000009')).toBe('INV-2026-000001');
    expect(invoiceLabel(null, 'LV-2026-000009')).toBe('I-LV-2026-000009');
  });
});
