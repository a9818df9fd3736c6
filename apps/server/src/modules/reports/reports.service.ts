import type { ReportOrder, ReportQuery, ReportResponse } from '@livery/api-schemas/reports';
import { calendarDay } from '@livery/domain/calendar-day';
import { invoiceStatus } from '@livery/domain/invoice-status';
import { cents } from '@livery/domain/money';
import {
  compareSizes,
  DAILY_SPENDING_MAX_DAYS,
  defaultReportRange,
  PRODUCT_FILTER_SPENDING_NOTE,
  REPORT_STATUSES,
  showsPaymentCards,
  totalBeforeTax,
} from '@livery/domain/report-rules';
import type { Database } from '../../db/database.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { isValidUserLink, signUserLink } from '../../storage/signed-user-links.ts';
import { listTeams } from '../teams/teams.service.ts';
import { reportCsvStream, reportXlsxStream } from './reports.export.ts';
import {
  findCustomerByUuid,
  findMemberUserId,
  type ReportFilter,
  reportOrderLinesStatement,
  reportStatements,
  runStatement,
} from './reports.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REPORT_EXPORT_PURPOSE = 'report-export';
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Turns the query into the filter the SQL needs: only teams the user joined (a team of another company or
 * one they left matches nothing), the member only with exactly one team, the default last 30 days, and the
 * report's statuses (never Draft, Quotes or Cancelled). Days are the provider's (`timeZone`).
 */
export async function resolveReportFilter(
  db: Database,
  user: CurrentUser,
  query: ReportQuery,
  timeZone: string,
  today = calendarDay(new Date(), timeZone),
): Promise<ReportFilter> {
  const fallback = defaultReportRange(today);
  const fromDate = query.from_date ?? fallback.from;
  const toDate = query.to_date ?? fallback.to;
  if (fromDate > toDate) throw unprocessable(['From date must be on or before To date']);
  const joined = (await listTeams(db, user)).map((team) => team.id);
  const teamIds = query.team_id.length > 0 ? joined.filter((id) => query.team_id.includes(id)) : joined;
  let userId: number | undefined;
  if (query.user_id !== undefined) {
    if (query.team_id.length !== 1) throw unprocessable(['Choose one team to filter by a member']);
    // A member of a team the user cannot see resolves to nobody, so the report is empty, not an error.
    userId = teamIds[0] ? ((await findMemberUserId(db, teamIds[0], query.user_id)) ?? -1) : -1;
  }
  const days = (Date.parse(toDate) - Date.parse(fromDate)) / DAY_MS + 1;
  return {
    companyId: user.companyId,
    teamIds,
    userId,
    orderType: query.order_type,
    statuses: query.status.length > 0 ? query.status : [...REPORT_STATUSES],
    fromDate,
    toDate,
    timeZone,
    productUuids: query.product_id,
    period: days <= DAILY_SPENDING_MAX_DAYS ? 'day' : 'month',
  };
}

type TotalsRow = { order_count: number; spending: number; currency: string };
type PaymentsRow = { paid: number; outstanding: number; invoices_outstanding: number };
/** A product of the range's lines; `total_qty` is null when the product filter leaves it out. */
type ProductRow = {
  id: string;
  title: string;
  sku: string;
  total_qty: number | null;
  colors: string[] | null;
};
type SizeRow = { product_id: string; size: string; qty: number };
type OrderRow = {
  id: number;
  uuid: string;
  uid: string;
  order_status: string;
  created_at: Date | string;
  po_number: string | null;
  company: string;
  customer: string;
  team: string;
  total_surcharge: number;
  shipping_fee: number;
  additional_fees: number;
  subtotal: number;
  discount: number;
  gst: number;
  total: number;
  currency: string;
  processed_at: Date | string | null;
  in_progress_at: Date | string | null;
  ready_at: Date | string | null;
  invoice_uuid: string | null;
  invoice_number: string | null;
  invoice_issued_at: Date | string | null;
  invoice_due_at: Date | string | null;
  invoice_paid_at: Date | string | null;
  invoice_voided_at: Date | string | null;
  invoice_total: number | null;
  invoice_paid: number | null;
  invoice_credited: number | null;
};

/** The report order's invoice status, derived by the domain rule from the ledger's figures. */
function invoiceStatusOf(row: OrderRow, now: Date) {
  if (!row.invoice_issued_at || !row.invoice_due_at) return null;
  return invoiceStatus(
    {
      total: cents(Number(row.invoice_total ?? 0)),
      paid: cents(Number(row.invoice_paid ?? 0)),
      credited: cents(Number(row.invoice_credited ?? 0)),
      issuedAt: new Date(row.invoice_issued_at),
      dueAt: new Date(row.invoice_due_at),
      voidedAt: row.invoice_voided_at ? new Date(row.invoice_voided_at) : null,
    },
    now,
  );
}
type LineRow = {
  order_id: number;
  product_id: string;
  title: string;
  mode: string;
  apparel_color: string | null;
  qty_options: Record<string, number>;
  unit_price: number;
  surcharge: number;
  amount: number;
};

/** The sizes of a set of size rows, summed and in a stable order (letters by garment order, else text). */
function sizeDetails(rows: SizeRow[]) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.size, (totals.get(row.size) ?? 0) + Number(row.qty));
  return [...totals.keys()].sort(compareSizes).map((size) => ({ size, qty: totals.get(size) ?? 0 }));
}

function toReportOrder(row: OrderRow, lines: LineRow[]): ReportOrder {
  return {
    uid: row.uid,
    uuid: row.uuid,
    order_status: row.order_status,
    created_at: iso(row.created_at)!,
    po_number: row.po_number,
    company: row.company,
    customer: row.customer,
    team: row.team,
    products: lines.map((line) => ({
      product_id: line.product_id,
      product_name: line.title,
      product_mode: line.mode,
      product_colour: line.apparel_color,
      product_sizes: Object.entries(line.qty_options).map(([size, qty]) => ({
        product_size: size,
        product_qty: qty,
      })),
      product_unit_price: line.unit_price,
      product_subtotal: line.amount - line.surcharge,
      product_surcharge: line.surcharge,
      product_total: line.amount,
      product_currency: row.currency,
    })),
    surcharge: row.total_surcharge,
    additional_fees: row.additional_fees,
    shipping_fee: row.shipping_fee,
    currency: row.currency,
    total_before_tax: totalBeforeTax({
      subtotal: row.subtotal,
      shippingFee: row.shipping_fee,
      additionalFees: row.additional_fees,
      discount: row.discount,
    }),
    gross: row.total,
    xero_invoice_id: row.invoice_number,
    invoice_status: invoiceStatusOf(row, new Date()),
    processed_at: iso(row.processed_at),
    in_progress_at: iso(row.in_progress_at),
    ready_at: iso(row.ready_at),
    invoice_created_at: iso(row.invoice_issued_at),
    invoice_paid_at: iso(row.invoice_paid_at),
  };
}

/** The report (spec 03 section 2.1): every figure aggregated in SQL over the filtered orders. */
export async function buildReport(
  db: Database,
  filter: ReportFilter,
): Promise<Omit<ReportResponse, 'range'>> {
  const statements = reportStatements(filter);
  const withOrders = filter.orderType === 'uniform_order';
  const [totals, payments, productRows, sizes, statusMix, spending, orders] = await Promise.all([
    runStatement<TotalsRow>(db, statements.totals),
    runStatement<PaymentsRow>(db, statements.payments),
    runStatement<ProductRow>(db, statements.products),
    runStatement<SizeRow>(db, statements.sizes),
    runStatement<{ status: string; count: number }>(db, statements.statusMix),
    runStatement<{ date: string; total: number }>(db, statements.spendingOverTime),
    withOrders ? runStatement<OrderRow>(db, statements.orders) : Promise.resolve([]),
  ]);
  // Rows come in name order: the filter's choices keep it (quoted products too, by their `quoted:` id), the
  // chosen products go by quantity (a stable sort, so equal quantities stay in name order).
  const allProducts = productRows.map((product) => ({ id: product.id, title: product.title }));
  const products = productRows
    .filter((product) => product.total_qty !== null)
    .sort((a, b) => Number(b.total_qty) - Number(a.total_qty));
  const lines = withOrders
    ? await runStatement<LineRow>(db, reportOrderLinesStatement(orders.map((order) => order.id)))
    : [];
  const total = totals[0] ?? { order_count: 0, spending: 0, currency: 'SGD' };
  const payment = payments[0] ?? { paid: 0, outstanding: 0, invoices_outstanding: 0 };
  const showsPayments = showsPaymentCards(filter.productUuids);
  const sizesDetails = sizeDetails(sizes);
  return {
    purchased_patterns: {
      date_purchased: total.order_count,
      products_purchased: products.length,
      sizes_purchased: sizesDetails.reduce((sum, size) => sum + size.qty, 0),
      invoices_outstanding: showsPayments ? payment.invoices_outstanding : null,
      sizes_details: sizesDetails,
    },
    finance_reporting: {
      total_spending: total.spending,
      total_paid: showsPayments ? payment.paid : null,
      total_outstanding: showsPayments ? payment.outstanding : null,
      currency: total.currency,
      note: showsPayments ? null : PRODUCT_FILTER_SPENDING_NOTE,
    },
    orders: orders.map((order) =>
      toReportOrder(
        order,
        lines.filter((line) => line.order_id === order.id),
      ),
    ),
    orders_total_count: withOrders ? total.order_count : 0,
    products: products.map((product) => ({
      id: product.id,
      title: product.title,
      sku: product.sku,
      colors: product.colors ?? [],
      sizes: sizeDetails(sizes.filter((size) => size.product_id === product.id)).map((size) => size.size),
      sizes_detail: sizeDetails(sizes.filter((size) => size.product_id === product.id)),
      total_qty: Number(product.total_qty),
    })),
    all_products: allProducts,
    spending_over_time: { period: filter.period, points: spending },
    status_mix: statusMix,
  };
}

/**
 * The report, with the days it covers and the provider's today: a page that leaves the dates out gets the
 * default range on the provider's calendar, not on the browser's (which is another day for hours each night).
 */
export async function getReport(db: Database, user: CurrentUser, query: ReportQuery, timeZone: string) {
  const today = calendarDay(new Date(), timeZone);
  const filter = await resolveReportFilter(db, user, query, timeZone, today);
  const report = await buildReport(db, filter);
  return { ...report, range: { from_date: filter.fromDate, to_date: filter.toDate, today } };
}

/**
 * The export link of the current user: the filters travel as query text beside a signed token. They are
 * checked as the report checks them first, and a member who is not in the chosen team is not found, so a
 * link is never signed for another company's person.
 */
export async function reportExportLink(
  db: Database,
  user: CurrentUser,
  filters: ReportQuery,
  settings: { secretKey: string; timeZone: string },
  queryText: string,
) {
  const filter = await resolveReportFilter(db, user, filters, settings.timeZone);
  if (filters.user_id !== undefined && filter.userId === -1) throw notFound('Member');
  return signedExportLink(settings.secretKey, user, 'report', queryText);
}

/**
 * A report's export link for the user: the share link `/api/share_links/{user}/{file}` with the query text and a
 * signed, expiring token, which the new window opens without auth headers.
 */
export function signedExportLink(secretKey: string, user: CurrentUser, file: string, queryText: string) {
  const { token, expires } = signUserLink(secretKey, REPORT_EXPORT_PURPOSE, user.uuid);
  const query = new URLSearchParams(queryText);
  query.delete('token');
  query.delete('expires');
  query.set('expires', String(expires));
  query.set('token', token);
  return {
    url: `/api/share_links/${user.uuid}/${file}?${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** The user a report export link acts for, when its token is theirs and current; otherwise 404. */
export async function userOfReportExportLink(
  db: Database,
  secretKey: string,
  link: { userUuid: string; token: string; expires: number },
): Promise<CurrentUser> {
  if (!isValidUserLink(secretKey, { purpose: REPORT_EXPORT_PURPOSE, ...link })) {
    throw new AppError('forbidden', 'This export link is invalid or has expired. Export the report again.');
  }
  const row = await findCustomerByUuid(db, link.userUuid);
  if (!row) throw notFound('User');
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    role: 'customer',
    department: row.department,
    companyId: row.company_id,
    shipAddressId: null,
    billAddressId: null,
    plan: row.plan,
    setupDone: row.setup_done,
    client: 'report-export-link',
  };
}

/** The export file of the report under the given filters: CSV of its orders, or an XLSX workbook. */
export async function exportReport(
  db: Database,
  user: CurrentUser,
  query: ReportQuery,
  format: 'csv' | 'xlsx',
  timeZone: string,
) {
  const filter = await resolveReportFilter(db, user, query, timeZone);
  const name = `${query.order_type === 'laundry_order' ? 'laundry-report' : 'report'}-${filter.fromDate}-to-${filter.toDate}`;
  if (format === 'csv')
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      stream: reportCsvStream(db, filter),
    };
  const report = await buildReport(db, filter);
  return {
    fileName: `${name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: reportXlsxStream(db, filter, report),
  };
}
