import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { orders } from './orders.ts';

/** The last invoice number handed out in a year; locked by the approval that issues the next one. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  { year: integer('year').notNull(), last: integer('last').notNull() },
  (table) => [primaryKey({ columns: [table.year] })],
);

/** A line as the invoice shows it: a snapshot of the order line when the invoice was issued. */
export interface InvoiceLine {
  title: string;
  apparel_color: string | null;
  qtys: string;
  quantity: number;
  unit_price: number;
  surcharge: number;
  amount: number;
}

/**
 * One invoice per order, issued in the provider's approval (decision: the ledger). Amounts are a snapshot of
 * the order's totals in cents; the status is derived (packages/domain/src/invoice-status.ts) from the
 * running sums `paid` and `credited`, which move only with a payment or credit note row in one transaction.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    billTo: jsonb('bill_to').$type<Record<string, unknown>>(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    subtotal: integer('subtotal').notNull(),
    totalSurcharge: integer('total_surcharge').notNull(),
    discount: integer('discount').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    additionalFees: integer('additional_fees').notNull(),
    gstRate: integer('gst_rate').notNull(),
    gst: integer('gst').notNull(),
    total: integer('total').notNull(),
    paid: integer('paid').notNull().default(0),
    credited: integer('credited').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedById: integer('voided_by_id').references(() => users.id),
  },
  (table) => [
    index('invoices_company_issued_idx').on(table.companyId, table.issuedAt, table.id),
    index('invoices_issued_idx').on(table.issuedAt, table.id),
    // The ledger's invariant, held by the database too: payments and credits never exceed the total.
    check(
      'invoices_not_overpaid',
      sql`${table.paid} >= 0 and ${table.credited} >= 0 and ${table.paid} + ${table.credited} <= ${table.total}`,
    ),
  ],
);

/**
 * How many invoices each company holds, kept by a trigger on `invoices` (migration 0039): the console's invoice
 * list totals from here when nothing but the company narrows it, instead of counting every invoice a request.
 */
export const invoiceCounts = pgTable('invoice_counts', {
  companyId: integer('company_id').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * How many cancelled orders with an invoice each team of a company holds, kept by triggers on orders and
 * invoices (migration 0041): the billing list shows a cancelled order only when it was invoiced, and its total
 * adds these to the kept status counts instead of probing every cancelled order for an invoice.
 */
export const cancelledInvoicedOrderCounts = pgTable(
  'cancelled_invoiced_order_counts',
  {
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.teamId] })],
);

/** Money received against an invoice; never more than its balance at the time. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    receivedOn: date('received_on').notNull(),
    method: text('method'),
    reference: text('reference'),
    recordedById: integer('recorded_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    check('invoice_payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** An amount taken off an invoice by the provider, with the reason. */
export const invoiceCreditNotes = pgTable(
  'invoice_credit_notes',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    recordedById: integer('recorded_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_credit_notes_invoice_idx').on(table.invoiceId),
    check('invoice_credit_notes_amount_positive', sql`${table.amount} > 0`),
  ],
);
