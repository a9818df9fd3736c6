import { cartTotals } from './cart-totals.ts';
import { type Cents, cents, multiplyCents } from './money.ts';
import type { ProgressStep } from './order-progress.ts';
import type { OrderStatus } from './order-status.ts';

/** Quotation statuses, in the order a quotation moves through them (spec 03 section 4). */
export const QUOTATION_STATUSES = [
  'quote_pending',
  'quote_changes_requested',
  'quote_approved',
  'quote_in_progress',
  'quote_ready',
  'quote_shipped',
  'quote_completed',
  'quote_cancelled',
] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  quote_pending: 'Pending',
  quote_changes_requested: 'Changes requested',
  quote_approved: 'Approved',
  quote_in_progress: 'In Progress',
  quote_ready: 'Ready',
  quote_shipped: 'Shipped',
  quote_completed: 'Completed',
  quote_cancelled: 'Cancelled',
};

/** What is stored on the quotation itself; the later steps are its order's (decision 81). */
export type StoredQuotationStatus =
  | 'quote_pending'
  | 'quote_changes_requested'
  | 'quote_approved'
  | 'quote_cancelled';

/**
 * Who moves a stored quotation where (decision 122): the provider prices a Pending or Changes-requested one
 * (back to Pending, a new version) or declines it; a buyer's change of products or quantities after pricing
 * sends it back (Changes requested); only a Pending, priced version is approved.
 */
export const QUOTATION_TRANSITIONS: Record<StoredQuotationStatus, readonly StoredQuotationStatus[]> = {
  quote_pending: ['quote_pending', 'quote_changes_requested', 'quote_approved', 'quote_cancelled'],
  quote_changes_requested: ['quote_pending', 'quote_changes_requested', 'quote_cancelled'],
  quote_approved: [],
  quote_cancelled: [],
};

export function canMoveQuotation(from: StoredQuotationStatus, to: StoredQuotationStatus): boolean {
  return QUOTATION_TRANSITIONS[from].includes(to);
}

/** The quotation step each status of its order stands for. */
export const QUOTATION_STATUS_OF_ORDER: Record<OrderStatus, QuotationStatus> = {
  order_draft: 'quote_approved',
  order_quotes: 'quote_approved',
  order_pending: 'quote_approved',
  order_approved: 'quote_approved',
  order_processed: 'quote_approved',
  order_in_progress: 'quote_in_progress',
  order_ready: 'quote_ready',
  order_partly_shipped: 'quote_ready',
  order_shipped: 'quote_shipped',
  order_completed: 'quote_completed',
  order_cancelled: 'quote_cancelled',
};

/** A quotation's status: its own until approved, then the step its order has reached. */
export function quotationStatusOf(
  stored: StoredQuotationStatus,
  orderStatus: OrderStatus | null,
): QuotationStatus {
  if (stored !== 'quote_approved' || !orderStatus) return stored;
  return QUOTATION_STATUS_OF_ORDER[orderStatus];
}

export function isQuotationStatus(value: unknown): value is QuotationStatus {
  return typeof value === 'string' && (QUOTATION_STATUSES as readonly string[]).includes(value);
}

/** Spec rule: the customer may approve only a Pending quotation whose total is above 0 (it has been priced). */
export function canApproveQuotation(quotation: { status: QuotationStatus; total: number }): boolean {
  return quotation.status === 'quote_pending' && quotation.total > 0;
}

/** The buyer may change the request and its products only while the provider has not settled it. */
export function isQuotationEditable(status: QuotationStatus): boolean {
  return status === 'quote_pending' || status === 'quote_changes_requested';
}

/** Days a priced quotation holds when the provider sets no valid-until date. */
export const DEFAULT_QUOTATION_VALIDITY_DAYS = 30;

/** The last day a quotation priced on `pricedOn` (yyyy-MM-dd) holds by default. */
export function defaultValidUntil(pricedOn: string): string {
  const day = new Date(`${pricedOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + DEFAULT_QUOTATION_VALIDITY_DAYS);
  return day.toISOString().slice(0, 10);
}

/** A priced quotation holds through its valid-until day (both yyyy-MM-dd, in the provider's time zone). */
export function isQuotationExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && today > validUntil;
}

/** What a buyer's product change is compared on: the goods and pieces the provider priced. */
export interface QuotedProductFacts {
  title: string;
  qty: number;
  hasLogo: boolean;
  requirements: string | null;
}

/** A change of product, quantity, logo or requirements (a budget alone is not one): the price no longer holds. */
export function isQuotedProductChanged(before: QuotedProductFacts, after: QuotedProductFacts): boolean {
  return (
    before.title !== after.title ||
    before.qty !== after.qty ||
    before.hasLogo !== after.hasLogo ||
    (before.requirements ?? '') !== (after.requirements ?? '')
  );
}

/**
 * The status after the buyer changes what was asked: a priced, Pending quotation goes back to the provider
 * (Changes requested); before pricing nothing changes.
 */
export function statusAfterBuyerChange(
  status: StoredQuotationStatus,
  isPriced: boolean,
  isChanged: boolean,
): StoredQuotationStatus {
  return status === 'quote_pending' && isPriced && isChanged ? 'quote_changes_requested' : status;
}

/** A line of a priced version: a product the buyer asked for, or an option line the provider added. */
export interface QuotedLine {
  id: number;
  title: string;
  qty: number;
  unit_price: number;
  is_option: boolean;
}

/** The lines an approval orders: every asked-for line and the option lines the buyer ticked. */
export function chosenQuotedLines<Line extends { id: number; is_option: boolean }>(
  lines: readonly Line[],
  chosenOptionIds: readonly number[],
): Line[] {
  return lines.filter((line) => !line.is_option || chosenOptionIds.includes(line.id));
}

export interface QuotationProgressInput {
  status: QuotationStatus;
  created_at: string | null;
  approved_at: string | null;
  in_progress_at: string | null;
  ready_at: string | null;
  shipped_at: string | null;
  completed_at: string | null;
}

const STEPS = [
  { key: 'pending', status: 'quote_pending', stamp: 'created_at', label: 'Pending' },
  { key: 'approved', status: 'quote_approved', stamp: 'approved_at', label: 'Approved' },
  { key: 'in_progress', status: 'quote_in_progress', stamp: 'in_progress_at', label: 'In Progress' },
  { key: 'ready', status: 'quote_ready', stamp: 'ready_at', label: 'Ready' },
  { key: 'shipped', status: 'quote_shipped', stamp: 'shipped_at', label: 'Shipped' },
  { key: 'completed', status: 'quote_completed', stamp: 'completed_at', label: 'Completed' },
] as const;

/**
 * Spec rule for the quotation's progress: a step is complete when its timestamp exists and active when the
 * status is that step; 'Preparing for Shipment' stands for 'Shipped' until it ships; cancelled hides the bar.
 */
export function quotationProgress(quotation: QuotationProgressInput): {
  visible: boolean;
  steps: ProgressStep[];
} {
  const steps = STEPS.map((step): ProgressStep => {
    const at = quotation[step.stamp];
    const label = step.key === 'shipped' && !quotation.shipped_at ? 'Preparing for Shipment' : step.label;
    // Changes requested is the Pending step again: the provider has it back to price.
    const current = quotation.status === 'quote_changes_requested' ? 'quote_pending' : quotation.status;
    const state = step.status === current ? 'active' : at ? 'complete' : 'waiting';
    return { key: step.key, label, state, at };
  });
  return { visible: quotation.status !== 'quote_cancelled', steps };
}

export interface QuotationTotals {
  subtotal: Cents;
  shippingFee: Cents;
  additionalFees: Cents;
  gst: Cents;
  total: Cents;
}

/**
 * A quotation's money: each product's unit price times its quantity (unpriced products count 0), plus
 * shipping and additional fees, with GST on all of it, rounded as at checkout.
 */
export function quotationTotals(input: {
  products: ReadonlyArray<{ unitPrice: number | null; qty: number }>;
  shippingFee: number;
  additionalFees: number;
  gstRatePercent: number;
}): QuotationTotals {
  const subtotal = cents(
    input.products.reduce(
      (sum, product) => sum + multiplyCents(cents(product.unitPrice ?? 0), product.qty),
      0,
    ),
  );
  const shippingFee = cents(input.shippingFee);
  const additionalFees = cents(input.additionalFees);
  const totals = cartTotals({
    subtotal,
    shipping: cents(shippingFee + additionalFees),
    discount: cents(0),
    gstRatePercent: input.gstRatePercent,
  });
  return { subtotal, shippingFee, additionalFees, gst: totals.gst, total: totals.total };
}
