import type {
  AdminInvoicesResponse,
  BillingRow,
  BillingsQuery,
  InvoiceDetail,
  InvoiceSummary,
  OrderInvoiceResponse,
  RecordCreditNoteBody,
  RecordPaymentBody,
} from '@livery/api-schemas/invoices';
import { calendarYear } from '@livery/domain/calendar-day';
import { invoiceDueAtForTerms } from '@livery/domain/credit-terms';
import {
  formatInvoiceNumber,
  INVOICE_STATUS_LABELS,
  type InvoiceLedger,
  type InvoiceStatus,
  invoiceBalance,
  invoiceLabel,
  invoiceStatus,
  overdueDays,
  paymentProblem,
} from '@livery/domain/invoice-status';
import { cents, formatMoneyWithCode } from '@livery/domain/money';
import type { OrderType } from '@livery/domain/order-status';
import { orderUpdateRecipients } from '@livery/domain/order-update-recipients';
import { describeQuantities } from '@livery/domain/size-order';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { InvoiceLine } from '../../db/schema.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { isValidUserLink, signUserLink } from '../../storage/signed-user-links.ts';
import { toAttachmentJson } from '../attachments/attachments.service.ts';
import { providerSettingsOf } from '../console-settings/console-settings.service.ts';
import { toDeliveryOrderLink } from '../shipments/shipments.service.ts';
import { emitInvoiceIssued, emitPaymentRecorded } from '../webhooks/webhook-events.ts';
import { findPaymentTerms } from './credit-terms.repository.ts';
import { mailPaymentReceipt } from './invoice-mails.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  findBillingPage,
  findCompanyName,
  findCreditNotes,
  findInvoiceByUuid,
  findInvoiceOfOrder,
  findInvoicesOfOrders,
  findInvoicesPage,
  findInvoiceWithOrderOfOrder,
  findLedgerInvoices,
  findOrderRecipients,
  findPayments,
  findVisibleOrderInvoice,
  type InvoiceRow,
  type InvoiceSummaryRow,
  type InvoiceWithOrder,
  insertCreditNote,
  insertInvoice,
  insertPayment,
  type LedgerScope,
  nextInvoiceNumber,
  updateInvoice,
} from './invoices.repository.ts';

const INVOICE_LINK_PURPOSE = 'invoice-pdf';
/** An invoice link lives a day: lists that carry it are re-read far more often than that. */
export const INVOICE_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

const iso = (date: Date) => date.toISOString();

/** The figures the domain derives an invoice's status and balance from. */
export function ledgerOf(
  invoice: Pick<InvoiceRow, 'total' | 'paid' | 'credited' | 'issuedAt' | 'dueAt' | 'voidedAt'>,
): InvoiceLedger {
  return {
    total: cents(invoice.total),
    paid: cents(invoice.paid),
    credited: cents(invoice.credited),
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    voidedAt: invoice.voidedAt,
  };
}

/** The link in the payment-details mail outlives the payment window, so it still works for a late payer. */
export const INVOICE_MAIL_LINK_LIFETIME_DAYS = 30;

/** Links signed in the current minute, by key, invoice and expiry; emptied each minute and when full. */
const SIGNED_LINKS_KEPT = 10_000;
const signedLinks = { minute: 0, urls: new Map<string, string>() };

/**
 * A signed link to the invoice's PDF that works without auth headers (a new window sends none). Its expiry is
 * rounded up to a whole minute (a day's link lives up to a minute longer), so the links a list page shows are the
 * same for a minute and each is signed once, not on every read of the page (an HMAC per row was about 4 % of the
 * orders list's CPU, issue 23 item 1).
 */
export function invoiceUrl(
  secretKey: string,
  invoiceUuid: string,
  now = new Date(),
  lifetimeSeconds = INVOICE_LINK_LIFETIME_SECONDS,
) {
  const minute = Math.ceil(now.getTime() / 60_000);
  const expires = minute * 60 + lifetimeSeconds;
  if (signedLinks.minute !== minute || signedLinks.urls.size >= SIGNED_LINKS_KEPT) {
    signedLinks.minute = minute;
    signedLinks.urls.clear();
  }
  const key = `${secretKey}\n${invoiceUuid}\n${expires}`;
  let url = signedLinks.urls.get(key);
  if (url === undefined) {
    const { token } = signUserLink(
      secretKey,
      INVOICE_LINK_PURPOSE,
      invoiceUuid,
      new Date(minute * 60_000),
      lifetimeSeconds,
    );
    url = `/api/invoices/${invoiceUuid}/pdf?expires=${expires}&token=${token}`;
    signedLinks.urls.set(key, url);
  }
  return { url, expires };
}

/** An order line as the invoice snapshots it. */
export interface InvoicedLine {
  title: string;
  apparelColor: string | null;
  qtyOptions: Record<string, number>;
  sizes: string[];
  totalQty: number;
  unitPrice: number;
  surcharge: number;
  amount: number;
}

/** The order as an invoice is issued for it (the orders module hands it over inside its transaction). */
export interface InvoicedOrder {
  id: number;
  uuid: string;
  companyId: number;
  companyName: string;
  billAddress: Record<string, unknown> | null;
  currency: string;
  currencySymbol: string;
  subtotal: number;
  totalSurcharge: number;
  discount: number;
  shippingFee: number;
  additionalFees: number;
  gstRate: number;
  gst: number;
  total: number;
}

/**
 * Issues the order's invoice inside the provider's approval: the next number of the year (its counter row
 * stays locked until the approval commits), due as the company's payment terms say (immediate: the spec's
 * `PAYMENT_WINDOW_DAYS`), the lines and totals copied from the order so the invoice's total is the order's to
 * the cent. An order already invoiced keeps its invoice (and its due date, whatever the terms become).
 */
export async function issueInvoiceForOrder(
  tx: DatabaseOrTransaction,
  order: InvoicedOrder,
  lines: InvoicedLine[],
  now: Date,
  timeZone: string,
) {
  const existing = await findInvoiceOfOrder(tx, order.id);
  if (existing) return existing;
  // The year is the provider's, as on the order's number: approved on 1 Jan in Singapore is the new year's.
  const year = calendarYear(now, timeZone);
  const number = formatInvoiceNumber(year, await nextInvoiceNumber(tx, year));
  const terms = await findPaymentTerms(tx, order.companyId);
  const snapshot: InvoiceLine[] = lines.map((line) => ({
    title: line.title,
    apparel_color: line.apparelColor,
    qtys: describeQuantities(line.qtyOptions, line.sizes),
    quantity: line.totalQty,
    unit_price: line.unitPrice,
    surcharge: line.surcharge,
    amount: line.amount,
  }));
  const invoice = await insertInvoice(tx, {
    number,
    orderId: order.id,
    companyId: order.companyId,
    billTo: { ...(order.billAddress ?? {}), company_name: order.companyName },
    lines: snapshot,
    currency: order.currency,
    currencySymbol: order.currencySymbol,
    subtotal: order.subtotal,
    totalSurcharge: order.totalSurcharge,
    discount: order.discount,
    shippingFee: order.shippingFee,
    additionalFees: order.additionalFees,
    gstRate: order.gstRate,
    gst: order.gst,
    total: order.total,
    issuedAt: now,
    dueAt: invoiceDueAtForTerms(now, terms, timeZone),
  });
  await emitInvoiceIssued(tx, { ...invoice, orderUuid: order.uuid });
  return invoice;
}

/**
 * A cancelled order's invoice is voided with the cancellation, unless money was received against it: then
 * the provider settles it (credit note) and voids it by hand.
 */
export async function voidInvoiceOfCancelledOrder(
  tx: DatabaseOrTransaction,
  orderId: number,
  staffId: number,
  reason: string,
  now: Date,
) {
  const invoice = await findInvoiceOfOrder(tx, orderId);
  if (!invoice || invoice.voidedAt || invoice.paid > 0) return;
  await updateInvoice(tx, invoice.id, {
    voidedAt: now,
    voidReason: `Order cancelled: ${reason}`,
    voidedById: staffId,
  });
}

function toInvoiceSummaryJson(row: InvoiceSummaryRow, now: Date): InvoiceSummary {
  const { invoice } = row;
  const ledger = ledgerOf(invoice);
  return {
    id: invoice.uuid,
    number: invoice.number,
    order_uuid: row.orderUuid,
    order_uid: row.orderUid,
    po_number: row.poNumber,
    company_id: invoice.companyId,
    company_name: row.companyName,
    status: invoiceStatus(ledger, now),
    issued_at: iso(invoice.issuedAt),
    due_at: iso(invoice.dueAt),
    voided_at: invoice.voidedAt ? iso(invoice.voidedAt) : null,
    currency: invoice.currency,
    currency_symbol: invoice.currencySymbol,
    total: invoice.total,
    paid: invoice.paid,
    credited: invoice.credited,
    balance: invoiceBalance(ledger),
  };
}

/** Provider console: every company's invoices, filtered by company, derived status and keyword. */
export async function listInvoices(
  db: Database,
  query: { company_id?: number; status?: InvoiceStatus; keyword?: string; page: number; per_page: number },
  now = new Date(),
): Promise<AdminInvoicesResponse> {
  const { rows, totalCount } = await findInvoicesPage(db, {
    companyId: query.company_id,
    status: query.status,
    keyword: query.keyword?.trim() || undefined,
    now,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    invoices: rows.map((row) => toInvoiceSummaryJson(row, now)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

const nameOf = (row: { recordedBy: string | null; recordedByEmail: string | null }) =>
  row.recordedBy || row.recordedByEmail || null;

async function toInvoiceDetailJson(
  db: DatabaseOrTransaction,
  row: InvoiceWithOrder,
  secretKey: string,
  now: Date,
): Promise<InvoiceDetail> {
  const { invoice } = row;
  const [payments, creditNotes] = await Promise.all([
    findPayments(db, invoice.id),
    findCreditNotes(db, invoice.id),
  ]);
  return {
    ...toInvoiceSummaryJson(row, now),
    bill_to: invoice.billTo ?? null,
    lines: invoice.lines,
    subtotal: invoice.subtotal,
    total_surcharge: invoice.totalSurcharge,
    discount: invoice.discount,
    shipping_fee: invoice.shippingFee,
    additional_fees: invoice.additionalFees,
    gst_rate: invoice.gstRate,
    gst: invoice.gst,
    void_reason: invoice.voidReason,
    payments: payments.map((entry) => ({
      id: entry.payment.uuid,
      amount: entry.payment.amount,
      received_on: entry.payment.receivedOn,
      method: entry.payment.method,
      reference: entry.payment.reference,
      recorded_by: nameOf(entry),
      created_at: iso(entry.payment.createdAt),
    })),
    credit_notes: creditNotes.map((entry) => ({
      id: entry.creditNote.uuid,
      amount: entry.creditNote.amount,
      reason: entry.creditNote.reason,
      recorded_by: nameOf(entry),
      created_at: iso(entry.creditNote.createdAt),
    })),
    invoice_url: invoiceUrl(secretKey, invoice.uuid, now).url,
  };
}

/** Provider console: one invoice with its payments and credit notes. */
export async function getInvoice(db: Database, uuid: string, secretKey: string, now = new Date()) {
  const row = await findInvoiceByUuid(db, uuid);
  if (!row) throw notFound('Invoice');
  return toInvoiceDetailJson(db, row, secretKey, now);
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

type LockedInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceByUuid>>>;

/**
 * Locks the invoice for a payment or credit note of `amount`: 404 when it does not exist, 422 when the amount
 * does not fit its balance (naming the balance) or it is voided or settled. Two amounts recorded at once are
 * checked one after the other, so they cannot both fit in one balance.
 */
async function lockInvoiceForAmount(tx: Database, uuid: string, amount: number): Promise<LockedInvoice> {
  const row = await findInvoiceByUuid(tx, uuid, true);
  if (!row) throw notFound('Invoice');
  const problem = paymentProblem(ledgerOf(row.invoice), amount, (balance) =>
    formatMoneyWithCode(balance, row.invoice.currency),
  );
  if (problem) throw unprocessable([problem]);
  return row;
}

/**
 * Records money received (full or part) against an invoice, with the invoice row locked so two payments
 * cannot both fit in one balance: more than the balance is refused (422, naming the balance), and so is a
 * payment on a voided or settled invoice or received after today.
 */
export async function recordPayment(
  db: Database,
  staff: CurrentUser,
  uuid: string,
  body: RecordPaymentBody,
  secretKey: string,
  options: { now?: Date; publicUrl?: string } = {},
) {
  const now = options.now ?? new Date();
  const publicUrl = options.publicUrl ?? '';
  await db.transaction(async (tx) => {
    const row = await lockInvoiceForAmount(tx, uuid, body.amount);
    // A day ahead of UTC's today still allows a payment received today in any time zone.
    if (body.received_on > todayOf(new Date(now.getTime() + 24 * 60 * 60 * 1000)))
      throw unprocessable(['Received on cannot be in the future']);
    const payment = await insertPayment(tx, {
      invoiceId: row.invoice.id,
      amount: body.amount,
      receivedOn: body.received_on,
      method: body.method?.trim() || null,
      reference: body.reference?.trim() || null,
      recordedById: staff.id,
    });
    const paid = row.invoice.paid + body.amount;
    const balance = invoiceBalance({ ...ledgerOf(row.invoice), paid: cents(paid) });
    await updateInvoice(tx, row.invoice.id, { paid, paidAt: balance === 0 ? now : null });
    await emitPaymentRecorded(tx, row.invoice, payment, balance);
    const link = invoiceUrl(secretKey, row.invoice.uuid, now, INVOICE_MAIL_LINK_LIFETIME_DAYS * 24 * 60 * 60);
    const recipients = await findOrderRecipients(tx, row.invoice.orderId);
    for (const to of orderUpdateRecipients(recipients.creatorEmail, recipients.subscribedEmail)) {
      await mailPaymentReceipt(tx, publicUrl, to, {
        paymentId: payment.id,
        invoiceNumber: row.invoice.number,
        orderUid: row.orderUid,
        orderUuid: row.orderUuid,
        currency: row.invoice.currency,
        amount: payment.amount,
        receivedOn: payment.receivedOn,
        method: payment.method,
        reference: payment.reference,
        balance,
        invoiceUrl: `${publicUrl}${link.url}`,
      });
    }
  });
  return getInvoice(db, uuid, secretKey, now);
}

/** Takes an amount off the invoice with a reason; never more than the balance, never on a voided invoice. */
export async function recordCreditNote(
  db: Database,
  staff: CurrentUser,
  uuid: string,
  body: RecordCreditNoteBody,
  secretKey: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockInvoiceForAmount(tx, uuid, body.amount);
    await insertCreditNote(tx, {
      invoiceId: row.invoice.id,
      amount: body.amount,
      reason: body.reason.trim(),
      recordedById: staff.id,
    });
    const credited = row.invoice.credited + body.amount;
    const settled = invoiceBalance({ ...ledgerOf(row.invoice), credited: cents(credited) }) === 0;
    await updateInvoice(tx, row.invoice.id, { credited, paidAt: settled ? now : row.invoice.paidAt });
  });
  return getInvoice(db, uuid, secretKey, now);
}

/**
 * Voids an invoice with a reason. Once voided it owes nothing and takes no payments; an invoice with money
 * received is not voided (settle it with a credit note instead), and voiding twice is a conflict.
 */
export async function voidInvoice(
  db: Database,
  staff: CurrentUser,
  uuid: string,
  reason: string,
  secretKey: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await findInvoiceByUuid(tx, uuid, true);
    if (!row) throw notFound('Invoice');
    if (row.invoice.voidedAt) throw new AppError('conflict', 'This invoice is already voided.');
    if (row.invoice.paid > 0)
      throw unprocessable([
        `This invoice has ${formatMoneyWithCode(row.invoice.paid, row.invoice.currency)} of payments received; it cannot be voided`,
      ]);
    await updateInvoice(tx, row.invoice.id, {
      voidedAt: now,
      voidReason: reason.trim(),
      voidedById: staff.id,
    });
  });
  return getInvoice(db, uuid, secretKey, now);
}

type CustomerScope = { companyId: number; userId: number };
const scopeOf = (user: CurrentUser): CustomerScope => ({ companyId: user.companyId, userId: user.id });

/** GET reports/{id}/get_invoice_url: the signed PDF link of an order the caller may see; 404 otherwise. */
export async function getInvoiceUrl(db: Database, user: CurrentUser, orderUuid: string, secretKey: string) {
  const found = await findVisibleOrderInvoice(db, scopeOf(user), orderUuid);
  if (!found) throw notFound('Order');
  if (!found.invoice) throw notFound('Invoice');
  const link = invoiceUrl(secretKey, found.invoice.uuid);
  return {
    url: link.url,
    expires_at: new Date(link.expires * 1000).toISOString(),
    invoice_number: found.invoice.number,
  };
}

/** The invoice panel of an order page: number, status, due date, total, paid and balance, or null before approval. */
export async function getOrderInvoice(
  db: Database,
  user: CurrentUser,
  orderUuid: string,
  now = new Date(),
): Promise<OrderInvoiceResponse> {
  const found = await findVisibleOrderInvoice(db, scopeOf(user), orderUuid);
  if (!found) throw notFound('Order');
  const { invoice } = found;
  if (!invoice) return { invoice: null };
  const ledger = ledgerOf(invoice);
  return {
    invoice: {
      number: invoice.number,
      status: invoiceStatus(ledger, now),
      issued_at: iso(invoice.issuedAt),
      due_at: iso(invoice.dueAt),
      currency: invoice.currency,
      currency_symbol: invoice.currencySymbol,
      total: invoice.total,
      paid: invoice.paid,
      credited: invoice.credited,
      balance: invoiceBalance(ledger),
    },
  };
}

/** The invoice PDF behind a signed link; an altered, forged or expired link is refused (403). */
export async function invoicePdfByLink(
  db: Database,
  secretKey: string,
  link: { invoiceUuid: string; expires: number; token: string },
  timeZone: string,
  now = new Date(),
) {
  const isValid = isValidUserLink(
    secretKey,
    { purpose: INVOICE_LINK_PURPOSE, userUuid: link.invoiceUuid, expires: link.expires, token: link.token },
    now,
  );
  if (!isValid) throw new AppError('forbidden', 'This invoice link is invalid or has expired.');
  const row = await findInvoiceByUuid(db, link.invoiceUuid);
  if (!row) throw notFound('Invoice');
  return { pdf: await buildInvoicePdf(db, row, timeZone, now), fileName: `${row.invoice.number}.pdf` };
}

/** The invoice PDF of an order the caller was allowed (checked by the caller), or null before approval. */
export async function invoicePdfOfOrder(
  db: DatabaseOrTransaction,
  orderId: number,
  timeZone: string,
  now = new Date(),
) {
  const row = await findInvoiceWithOrderOfOrder(db, orderId);
  if (!row) return null;
  return { pdf: await buildInvoicePdf(db, row, timeZone, now), fileName: `${row.invoice.number}.pdf` };
}

/** Renders one invoice with what has been received against it. */
export async function buildInvoicePdf(
  db: DatabaseOrTransaction,
  row: InvoiceWithOrder,
  timeZone: string,
  now = new Date(),
) {
  const { invoice } = row;
  const [payments, creditNotes, settings] = await Promise.all([
    findPayments(db, invoice.id),
    findCreditNotes(db, invoice.id),
    providerSettingsOf(db),
  ]);
  const ledger = ledgerOf(invoice);
  const billTo = invoice.billTo ?? null;
  const companyName =
    billTo && typeof billTo.company_name === 'string' && billTo.company_name
      ? billTo.company_name
      : row.companyName;
  return renderInvoicePdf({
    number: invoice.number,
    statusLabel: INVOICE_STATUS_LABELS[invoiceStatus(ledger, now)],
    orderUid: row.orderUid,
    poNumber: row.poNumber,
    companyName,
    billTo,
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    currency: invoice.currency,
    lines: invoice.lines,
    subtotal: invoice.subtotal,
    totalSurcharge: invoice.totalSurcharge,
    discount: invoice.discount,
    shippingFee: invoice.shippingFee,
    additionalFees: invoice.additionalFees,
    gstRate: invoice.gstRate,
    gst: invoice.gst,
    total: invoice.total,
    payments: payments.map(({ payment }) => ({
      receivedOn: payment.receivedOn,
      method: payment.method,
      reference: payment.reference,
      amount: payment.amount,
    })),
    creditNotes: creditNotes.map(({ creditNote }) => ({
      createdAt: creditNote.createdAt,
      reason: creditNote.reason,
      amount: creditNote.amount,
    })),
    balance: invoiceBalance(ledger),
    voided: invoice.voidedAt ? { at: invoice.voidedAt, reason: invoice.voidReason } : null,
    bank: settings.bank,
    timeZone,
  });
}

/** The invoice links of a page of orders, by order id, in one statement (the orders list's `invoice_url`). */
export async function invoiceUrlsOfOrders(db: DatabaseOrTransaction, secretKey: string, orderIds: number[]) {
  const rows = await findInvoicesOfOrders(db, orderIds);
  const now = new Date();
  return new Map(rows.map((invoice) => [invoice.orderId, invoiceUrl(secretKey, invoice.uuid, now).url]));
}

/** An order's `pay_status`: its invoice's status as the billing list derives it, 'invoice_draft' before one is issued. */
export async function payStatusOfOrder(
  db: DatabaseOrTransaction,
  orderId: number,
  now = new Date(),
): Promise<InvoiceStatus> {
  const [invoice] = await findInvoicesOfOrders(db, [orderId]);
  return invoice ? invoiceStatus(ledgerOf(invoice), now) : 'invoice_draft';
}

/** GET /api/billings (spec 03 section 2.6): the caller's orders with their invoices, a page at a time. */
export async function listBillings(
  db: Database,
  user: CurrentUser,
  query: BillingsQuery,
  settings: { secretKey: string; timeZone: string },
  now = new Date(),
) {
  const { secretKey, timeZone } = settings;
  const { rows, totalCount } = await findBillingPage(db, {
    ...scopeOf(user),
    joinedTeamIds: user.teamIds,
    keyword: query.keyword?.trim() || undefined,
    teamId: query.team_id,
    status: query.invoice_status,
    fromDate: query.from_date,
    toDate: query.to_date,
    timeZone,
    now,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const billings = rows.map(({ order, invoice, teamName, poFiles, parcels }): BillingRow => {
    const ledger = invoice ? ledgerOf(invoice) : null;
    const status: InvoiceStatus = ledger ? invoiceStatus(ledger, now) : 'invoice_draft';
    const isOwed = status === 'invoice_overdue';
    return {
      created_at: iso(order.createdAt),
      invoice_status: status,
      invoice_url: invoice ? invoiceUrl(secretKey, invoice.uuid, now).url : null,
      invoice_number: invoice?.number ?? null,
      invoice_label: invoiceLabel(invoice?.number ?? null, order.uid),
      uid: order.uid,
      uuid: order.uuid,
      po_number: order.poNumber,
      po_attachments: poFiles.map((file) => {
        const { url, name } = toAttachmentJson(secretKey, file);
        return { url, name };
      }),
      order_type: order.orderType as OrderType,
      delivery_orders: parcels.map((parcel) => toDeliveryOrderLink('/api', order, parcel, secretKey, now)),
      due_date: invoice ? iso(invoice.dueAt) : null,
      overdue: invoice && isOwed ? overdueDays(invoice.dueAt, now) : null,
      team_name: teamName,
      currency: order.currency,
      currency_symbol: order.currencySymbol,
      total: order.total,
      balance: ledger ? invoiceBalance(ledger) : order.total,
    };
  });
  return {
    billings,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

/** A ledger entry as accounting reads it: the invoice's figures, derived status and balance. */
export interface LedgerEntry {
  invoiceUuid: string;
  number: string;
  orderUuid: string;
  companyName: string;
  issuedAt: Date;
  dueAt: Date;
  currency: string;
  status: InvoiceStatus;
  total: number;
  paid: number;
  credited: number;
  balance: number;
}

/** The invoices a customer may see under the accounting calls' filters, newest first. */
/** Whose invoices the ledger reads; the accounting calls take the same scope. */
export type { LedgerScope };

export async function listLedgerEntries(db: DatabaseOrTransaction, scope: LedgerScope, now = new Date()) {
  const rows = await findLedgerInvoices(db, scope);
  return rows.map(({ invoice, orderUuid, companyName }): LedgerEntry => {
    const ledger = ledgerOf(invoice);
    return {
      invoiceUuid: invoice.uuid,
      number: invoice.number,
      orderUuid,
      companyName,
      issuedAt: invoice.issuedAt,
      dueAt: invoice.dueAt,
      currency: invoice.currency,
      status: invoiceStatus(ledger, now),
      total: invoice.total,
      paid: invoice.paid,
      credited: invoice.credited,
      balance: invoiceBalance(ledger),
    };
  });
}

/** The company's name, as the accounting contact shows it. */
export function companyNameOf(db: DatabaseOrTransaction, companyId: number) {
  return findCompanyName(db, companyId);
}
