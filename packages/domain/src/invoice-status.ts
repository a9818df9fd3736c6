import { type Cents, cents } from './money.ts';
import { PAYMENT_WINDOW_DAYS } from './order-progress.ts';

/** Invoice statuses; each is derived from the ledger (`invoiceStatus`), never stored. */
export const INVOICE_STATUSES = [
  'invoice_draft',
  'invoice_awaiting_payment',
  'invoice_partially_paid',
  'invoice_paid',
  'invoice_overdue',
  'invoice_voided',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  invoice_draft: 'Draft',
  invoice_awaiting_payment: 'Awaiting payment',
  invoice_partially_paid: 'Partially paid',
  invoice_paid: 'Paid',
  invoice_overdue: 'Overdue',
  invoice_voided: 'Voided',
};

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invoice issued at the provider's approval falls due: the spec's payment window later. */
export function invoiceDueAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAYMENT_WINDOW_DAYS * DAY_MS);
}

export interface InvoiceLedger {
  total: Cents;
  /** Sum of the payments received. */
  paid: Cents;
  /** Sum of the credit notes. */
  credited: Cents;
  /** Null while the order waits for approval: its invoice is a draft. */
  issuedAt: Date | null;
  dueAt: Date | null;
  voidedAt: Date | null;
}

/** What is still owed: total less payments and credit notes, never below 0 (a voided invoice owes nothing). */
export function invoiceBalance(
  ledger: Pick<InvoiceLedger, 'total' | 'paid' | 'credited' | 'voidedAt'>,
): Cents {
  if (ledger.voidedAt) return cents(0);
  return cents(Math.max(0, ledger.total - ledger.paid - ledger.credited));
}

/**
 * The invoice's status from its ledger: voided wins; a draft is not yet issued; settled when nothing is owed;
 * overdue when something is owed after the due time; partially paid when a payment or credit has been made;
 * otherwise awaiting payment.
 */
export function invoiceStatus(ledger: InvoiceLedger, now: Date): InvoiceStatus {
  if (ledger.voidedAt) return 'invoice_voided';
  if (!ledger.issuedAt) return 'invoice_draft';
  if (invoiceBalance(ledger) === 0) return 'invoice_paid';
  if (ledger.dueAt && now.getTime() > ledger.dueAt.getTime()) return 'invoice_overdue';
  if (ledger.paid + ledger.credited > 0) return 'invoice_partially_paid';
  return 'invoice_awaiting_payment';
}

/**
 * Why a payment of this amount cannot be recorded, or null: it must be whole cents above 0, the invoice
 * must be issued and not voided, and it may not exceed the balance (no overpayment).
 */
export function paymentProblem(
  ledger: InvoiceLedger,
  amount: number,
  formatBalance: (balance: Cents) => string,
): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'Amount must be greater than 0';
  if (ledger.voidedAt) return 'This invoice is voided';
  if (!ledger.issuedAt) return 'This invoice has not been issued yet';
  const balance = invoiceBalance(ledger);
  if (balance === 0) return 'This invoice is already paid in full';
  if (amount > balance) return `Amount is more than the balance of ${formatBalance(balance)}`;
  return null;
}

/**
 * Spec 03 section 9: overdue days = whole days elapsed since the due time, minus 1; never below 0.
 * Null while the invoice is not yet past due.
 */
export function overdueDays(dueAt: Date, now: Date): number | null {
  const elapsed = now.getTime() - dueAt.getTime();
  if (elapsed <= 0) return null;
  return Math.max(0, Math.floor(elapsed / DAY_MS) - 1);
}

/** The aged-receivables buckets of an amount owed, by whole days past due. */
export const AGED_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgedBucket = (typeof AGED_BUCKETS)[number];
export const AGED_BUCKET_LABELS: Record<AgedBucket, string> = {
  current: 'Current',
  days_1_30: '1 - 30 days',
  days_31_60: '31 - 60 days',
  days_61_90: '61 - 90 days',
  over_90: 'Older than 90 days',
};

/** Current until the due time; then by whole days past due (the first day past due counts as day 1). */
export function agedBucket(dueAt: Date, now: Date): AgedBucket {
  const elapsed = now.getTime() - dueAt.getTime();
  if (elapsed <= 0) return 'current';
  const days = Math.ceil(elapsed / DAY_MS);
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

/** Invoice number of a year's nth invoice: numbered without gaps per year, `INV-2026-000001`. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A billing row's invoice link label (spec 03 section 2.6): the invoice number, else 'I-' and the order uid. */
export function invoiceLabel(invoiceNumber: string | null, orderUid: string): string {
  return invoiceNumber ?? `I-${orderUid}`;
}
