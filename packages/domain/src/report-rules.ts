import { ORDER_STATUSES, type OrderStatus, REPORT_STATUS_FILTER_EXCLUDED } from './order-status.ts';

/** The report's order types (spec 03 section 9): /report is uniform, /laundry-report laundry. */
export const REPORT_ORDER_TYPES = ['uniform_order', 'laundry_order'] as const;
export type ReportOrderType = (typeof REPORT_ORDER_TYPES)[number];

/** The statuses a report counts and offers in its filter: every one but Draft, Quotes and Cancelled. */
export const REPORT_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !REPORT_STATUS_FILTER_EXCLUDED.includes(status),
);

/** The id a quoted product goes by in the report: quoted lines have no catalogue product, only their title. */
export const QUOTED_PRODUCT_ID_PREFIX = 'quoted:';

/** A quoted product's id: the prefix and the md5 of the buyer's title (a title may hold commas, ids may not). */
export const QUOTED_PRODUCT_ID = /^quoted:[0-9a-f]{32}$/;

/** The report's default range: the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;

/** The nine date shortcuts of spec 03 section 9, in its order; the financial year is the calendar year. */
export const REPORT_DATE_SHORTCUTS = [
  { key: 'this_month', label: 'This Month' },
  { key: 'this_quarter', label: 'This Quarter' },
  { key: 'this_financial_year', label: 'This Financial Year' },
  { key: 'last_month', label: 'Last Month' },
  { key: 'last_quarter', label: 'Last Quarter' },
  { key: 'last_financial_year', label: 'Last Financial Year' },
  { key: 'month_to_date', label: 'Month to Date' },
  { key: 'quarter_to_date', label: 'Quarter to Date' },
  { key: 'year_to_date', label: 'Year to Date' },
] as const;
export type ReportDateShortcut = (typeof REPORT_DATE_SHORTCUTS)[number]['key'];

/** A calendar day as yyyy-MM-dd (the report's date format). */
export type IsoDate = string;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, month: number, day: number): IsoDate => {
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The default range ending on `today` (given as yyyy-MM-dd in the user's zone). */
export function defaultReportRange(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return { from: isoDate(year, month - 1, day - REPORT_DEFAULT_DAYS), to: today };
}

/** The from/to days of a shortcut, seen on `today`: whole months, quarters and years, or up to today. */
export function reportShortcutRange(
  shortcut: ReportDateShortcut,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } {
  const [year, month1, day] = today.split('-').map(Number) as [number, number, number];
  const month = month1 - 1;
  const quarterStart = month - (month % 3);
  switch (shortcut) {
    case 'this_month':
      return { from: isoDate(year, month, 1), to: isoDate(year, month + 1, 0) };
    case 'this_quarter':
      return { from: isoDate(year, quarterStart, 1), to: isoDate(year, quarterStart + 3, 0) };
    case 'this_financial_year':
      return { from: isoDate(year, 0, 1), to: isoDate(year, 11, 31) };
    case 'last_month':
      return { from: isoDate(year, month - 1, 1), to: isoDate(year, month, 0) };
    case 'last_quarter':
      return { from: isoDate(year, quarterStart - 3, 1), to: isoDate(year, quarterStart, 0) };
    case 'last_financial_year':
      return { from: isoDate(year - 1, 0, 1), to: isoDate(year - 1, 11, 31) };
    case 'month_to_date':
      return { from: isoDate(year, month, 1), to: isoDate(year, month, day) };
    case 'quarter_to_date':
      return { from: isoDate(year, quarterStart, 1), to: isoDate(year, month, day) };
    case 'year_to_date':
      return { from: isoDate(year, 0, 1), to: isoDate(year, month, day) };
  }
}

/**
 * Paid, outstanding and invoices-outstanding describe whole orders, so they are shown only when no
 * product filter narrows the report (spec 03 section 2.1).
 */
export function showsPaymentCards(productIds: readonly string[]): boolean {
  return productIds.length === 0;
}

/** The note the total-spending card carries when products are filtered: line amounts only. */
export const PRODUCT_FILTER_SPENDING_NOTE = 'Not included GST or any extra fees.';

/** Spending over time is shown per day for ranges up to this many days, per month beyond. */
export const DAILY_SPENDING_MAX_DAYS = 62;

const GARMENT_SIZE_ORDER = [
  'XXS',
  '2XS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '2XL',
  'XXXL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
];

/** Sizes across products in garment order (XS before S before M ...), numbers by value, the rest by text. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => GARMENT_SIZE_ORDER.indexOf(size.toUpperCase());
  const [rankA, rankB] = [rank(a), rank(b)];
  if (rankA >= 0 && rankB >= 0) return rankA - rankB;
  if (rankA >= 0 || rankB >= 0) return rankA >= 0 ? -1 : 1;
  const [numberA, numberB] = [Number(a), Number(b)];
  if (!Number.isNaN(numberA) && !Number.isNaN(numberB)) return numberA - numberB;
  return a.localeCompare(b);
}

/** The money of an order a report row shows, in cents, as the order (and its invoice) keeps it. */
export interface ReportOrderMoney {
  subtotal: number;
  shippingFee: number;
  /** A quoted order's additional fee; 0 for a checkout. */
  additionalFees: number;
  discount: number;
}

/**
 * An order's amount before tax: its goods, shipping and additional fees, less its discount; what GST is
 * charged on, so it plus the GST is the invoice's total.
 */
export function totalBeforeTax(order: ReportOrderMoney): number {
  return order.subtotal + order.shippingFee + order.additionalFees - order.discount;
}
