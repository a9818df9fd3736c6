import { AGED_BUCKETS, INVOICE_STATUSES } from '@livery/domain/invoice-status';
import { ORDER_TYPES } from '@livery/domain/order-status';
import { PAPERWORK_KINDS, PAPERWORK_MAX_ORDERS } from '@livery/domain/paperwork';
import { z } from 'zod';
import { calendarDate, databaseIdText, listMeta, pageNumber } from './common.ts';

export const invoiceStatus = z.enum(INVOICE_STATUSES);

const money = z.number().int();

export const invoiceLine = z.object({
  title: z.string(),
  apparel_color: z.string().nullable(),
  qtys: z.string(),
  quantity: z.number().int(),
  unit_price: money,
  surcharge: money,
  amount: money,
});

/** An invoice as the console lists it: figures in cents, status derived now. */
export const invoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  order_uuid: z.string(),
  order_uid: z.string(),
  po_number: z.string().nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  status: invoiceStatus,
  issued_at: z.string(),
  due_at: z.string(),
  voided_at: z.string().nullable(),
  currency: z.string(),
  currency_symbol: z.string(),
  total: money,
  paid: money,
  credited: money,
  balance: money,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoicePayment = z.object({
  id: z.string(),
  amount: money,
  received_on: z.string(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});

export const invoiceCreditNote = z.object({
  id: z.string(),
  amount: money,
  reason: z.string(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});

export const invoiceDetail = invoiceSummary.extend({
  bill_to: z.record(z.string(), z.unknown()).nullable(),
  lines: z.array(invoiceLine),
  subtotal: money,
  total_surcharge: money,
  discount: money,
  shipping_fee: money,
  additional_fees: money,
  gst_rate: z.number(),
  gst: money,
  void_reason: z.string().nullable(),
  payments: z.array(invoicePayment),
  credit_notes: z.array(invoiceCreditNote),
  invoice_url: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** GET /api/admin/invoices. */
export const adminInvoicesQuery = z.object({
  company_id: databaseIdText.optional(),
  status: invoiceStatus.optional(),
  keyword: z.string().max(200).optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminInvoicesResponse = z.object({ invoices: z.array(invoiceSummary), meta: listMeta });
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;

const note = (label: string, max: number) => z.string().trim().max(max, `${label} is too long`);

/** POST /api/admin/invoices/{id}/payments: cents above 0, never more than the balance (checked by the server). */
export const recordPaymentBody = z.object({
  amount: z
    .number({ error: 'Enter the amount in cents' })
    .int('Amount must be whole cents')
    .positive('Amount must be greater than 0')
    .max(2_147_483_647, 'Amount is too large'),
  received_on: calendarDate,
  method: note('Method', 100).optional(),
  reference: note('Reference', 200).optional(),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

/** POST /api/admin/invoices/{id}/credit_notes. */
export const recordCreditNoteBody = z.object({
  amount: z
    .number({ error: 'Enter the amount in cents' })
    .int('Amount must be whole cents')
    .positive('Amount must be greater than 0')
    .max(2_147_483_647, 'Amount is too large'),
  reason: note('Reason', 500).min(1, 'Enter the reason for the credit note'),
});
export type RecordCreditNoteBody = z.infer<typeof recordCreditNoteBody>;

/** POST /api/admin/invoices/{id}/void. */
export const voidInvoiceBody = z.object({
  reason: note('Reason', 500).min(1, 'Enter the reason for voiding the invoice'),
});
export type VoidInvoiceBody = z.infer<typeof voidInvoiceBody>;

/** GET /api/reports/{id}/get_invoice_url (id: the order's uuid): a signed link to the invoice PDF. */
export const invoiceUrlResponse = z.object({
  url: z.string(),
  expires_at: z.string(),
  invoice_number: z.string(),
});
export type InvoiceUrlResponse = z.infer<typeof invoiceUrlResponse>;

/** GET /api/orders/{id}/invoice: the customer's view of an order's invoice (the order page's panel). */
export const orderInvoiceResponse = z.object({
  invoice: z
    .object({
      number: z.string(),
      status: invoiceStatus,
      issued_at: z.string(),
      due_at: z.string(),
      currency: z.string(),
      currency_symbol: z.string(),
      total: money,
      paid: money,
      credited: money,
      balance: money,
    })
    .nullable(),
});
export type OrderInvoiceResponse = z.infer<typeof orderInvoiceResponse>;

/** The signed PDF link's query: its expiry (seconds) and token. */
export const signedInvoiceQuery = z.object({
  expires: z.coerce.number().int().positive().max(4_102_444_800),
  token: z.string().min(1).max(200),
});

// ---- Billing (spec 03 section 2.6) ----

/** GET /api/billings. `invoice_status` is one of the derived statuses. */
export const billingsQuery = z.object({
  keyword: z.string().max(200).optional(),
  team_id: databaseIdText.optional(),
  invoice_status: invoiceStatus.optional(),
  from_date: calendarDate.optional(),
  to_date: calendarDate.optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type BillingsQuery = z.infer<typeof billingsQuery>;

/** Billing row (spec 03 section 3). */
export const billingRow = z.object({
  created_at: z.string(),
  invoice_status: invoiceStatus,
  invoice_url: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** invoice_number, else 'I-' and the order uid. */
  invoice_label: z.string(),
  uid: z.string(),
  uuid: z.string(),
  po_number: z.string().nullable(),
  po_attachments: z.array(z.object({ url: z.string(), name: z.string() })),
  order_type: z.enum(ORDER_TYPES),
  delivery_orders: z.array(z.object({ url: z.string(), delivery_order_id: z.string() })),
  /** When payment is due (ISO), null before the invoice is issued. */
  due_date: z.string().nullable(),
  /** Whole days elapsed past due minus 1 while owed and past due; null otherwise. */
  overdue: z.number().int().nullable(),
  team_name: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  total: money,
  balance: money,
});
export type BillingRow = z.infer<typeof billingRow>;
export const billingsResponse = z.object({ billings: z.array(billingRow), meta: listMeta });

// ---- Accounting calls (spec 03 sections 2.1 and 7), answered from the ledger ----

/** GET /api/reports/get_xero_contact: the caller's company as a receivables contact. */
export const accountingContactResponse = z.object({
  contacts: z.array(
    z.object({
      contact_id: z.string(),
      name: z.string(),
      contact_status: z.literal('ACTIVE'),
      default_currency: z.string(),
      balances: z.object({
        accounts_receivable: z.object({ outstanding: money, overdue: money }),
      }),
      /** Every currency the company has been invoiced in, with its balances. */
      balances_by_currency: z.array(z.object({ currency: z.string(), outstanding: money, overdue: money })),
    }),
  ),
});
export type AccountingContactResponse = z.infer<typeof accountingContactResponse>;

export const accountingInvoiceRow = z.object({
  date: z.string(),
  invoice_id: z.string(),
  number: z.string(),
  order_uuid: z.string(),
  due_date: z.string(),
  status: invoiceStatus,
  currency: z.string(),
  total: money,
  paid: money,
  credited: money,
  due: money,
});
/** GET /api/reports/get_xero_invoices. */
export const accountingInvoicesResponse = z.object({
  invoices: z.array(accountingInvoiceRow),
  summary: z.object({ total: money, paid: money, credited: money, due: money }),
  currency: z.string(),
});
export type AccountingInvoicesResponse = z.infer<typeof accountingInvoicesResponse>;

const reportCell = z.object({ value: z.string() });
/** GET /api/reports/get_report_aged_receivables_by_contact: buckets, and the spec's report_row sections. */
export const agedReceivablesResponse = z.object({
  report_name: z.string(),
  report_date: z.string(),
  contact: z.object({ contact_id: z.string(), name: z.string() }),
  currency: z.string(),
  buckets: z.record(z.enum(AGED_BUCKETS), money),
  total: money,
  report_rows: z.array(
    z.object({
      row_type: z.enum(['header', 'section', 'summary_row']),
      title: z.string().optional(),
      cells: z.array(reportCell).optional(),
      rows: z.array(z.object({ row_type: z.literal('row'), cells: z.array(reportCell) })).optional(),
    }),
  ),
});
export type AgedReceivablesResponse = z.infer<typeof agedReceivablesResponse>;

/** An order number as lists show it (`LV-2026-000123`). */
const ORDER_UID_PATTERN = /^LV-\d{4}-\d{6,10}$/;

/**
 * POST /api/orders/download_paperworks: the orders (1 to 200, a repeated one counted once), each by the uuid or
 * the order number (uid) the billing list shows, and the kinds of document to put in the zip (at least one). The
 * answer is the zip itself.
 */
export const downloadPaperworksBody = z.object({
  ids: z
    .array(
      z.union([z.uuid(), z.string().regex(ORDER_UID_PATTERN)], {
        error: 'Each id is an order number (LV-2026-000123) or an order uuid',
      }),
    )
    .min(1, 'Please select orders from list!')
    .max(PAPERWORK_MAX_ORDERS, `Choose at most ${PAPERWORK_MAX_ORDERS} orders`),
  fields: z
    .array(z.enum(PAPERWORK_KINDS))
    .min(1, 'Choose at least one kind of paperwork')
    .max(PAPERWORK_KINDS.length * 2),
});
export type DownloadPaperworksBody = z.infer<typeof downloadPaperworksBody>;
