import { ORDER_STATUS_LABELS } from './order-status.ts';

/** Where the goods of an order are, derived from its shipments: never stored apart from them. */
export const SHIP_STATUSES = ['not_shipped', 'partially_shipped', 'shipped'] as const;
export type ShipStatus = (typeof SHIP_STATUSES)[number];

/** Delivery's words; some pieces shipped reads as the order status does (decision 146). */
export const SHIP_STATUS_LABELS: Record<ShipStatus, string> = {
  not_shipped: 'Not Shipped',
  partially_shipped: ORDER_STATUS_LABELS.order_partly_shipped,
  shipped: ORDER_STATUS_LABELS.order_shipped,
};

/** Pieces per size. */
export type SizeQuantities = Record<string, number>;

/** Order statuses in which the provider may send parcels: made or being made, pieces still to ship. */
export const SHIPPABLE_ORDER_STATUSES = [
  'order_approved',
  'order_processed',
  'order_in_progress',
  'order_ready',
  'order_partly_shipped',
] as const;

/** Adds quantities size by size. */
export function addQuantities(a: SizeQuantities, b: SizeQuantities): SizeQuantities {
  const sum: SizeQuantities = { ...a };
  for (const [size, qty] of Object.entries(b)) sum[size] = (sum[size] ?? 0) + qty;
  return sum;
}

/** What is still to ship of a line: ordered minus shipped, sizes with nothing left dropped. */
export function remainingQuantities(ordered: SizeQuantities, shipped: SizeQuantities): SizeQuantities {
  const left: SizeQuantities = {};
  for (const [size, qty] of Object.entries(ordered)) {
    const rest = qty - (shipped[size] ?? 0);
    if (rest > 0) left[size] = rest;
  }
  return left;
}

/** A parcel's destination as its room is counted: what the location takes and what parcels to it held. */
export interface ParcelDestinationPieces {
  takes: SizeQuantities;
  sentThere: SizeQuantities;
}

/**
 * What a new parcel may carry of a line, per size (sizes with none dropped): what is left of the line and, for a
 * parcel to a location, no more than the location takes less what earlier parcels to it held (decision 115).
 * The console's parcel form shows it; the server refuses beyond it.
 */
export function parcelRoom(
  ordered: SizeQuantities,
  shipped: SizeQuantities,
  destination: ParcelDestinationPieces | null = null,
): SizeQuantities {
  const left = remainingQuantities(ordered, shipped);
  if (!destination) return left;
  const leftThere = remainingQuantities(destination.takes, destination.sentThere);
  const room: SizeQuantities = {};
  for (const [size, qty] of Object.entries(left)) {
    const fits = Math.min(qty, leftThere[size] ?? 0);
    if (fits > 0) room[size] = fits;
  }
  return room;
}

/**
 * The problems of a parcel's contents against what is left to ship of a line: a size the line lacks, or
 * more pieces than remain. Empty when the parcel may go.
 */
export function parcelProblems(
  lineTitle: string,
  remaining: SizeQuantities,
  packed: SizeQuantities,
): string[] {
  const problems: string[] = [];
  for (const [size, qty] of Object.entries(packed)) {
    if (qty === 0) continue;
    const left = remaining[size] ?? 0;
    if (qty > left) {
      problems.push(
        left === 0
          ? `${lineTitle}: nothing is left to ship in size ${size}`
          : `${lineTitle}: only ${left} left to ship in size ${size}`,
      );
    }
  }
  return problems;
}

/** The order's ship status from every line's ordered and shipped pieces. */
export function shipStatusOf(
  lines: ReadonlyArray<{ ordered: SizeQuantities; shipped: SizeQuantities }>,
): ShipStatus {
  const total = (quantities: SizeQuantities) => Object.values(quantities).reduce((sum, qty) => sum + qty, 0);
  const shipped = lines.reduce((sum, line) => sum + total(line.shipped), 0);
  if (shipped === 0) return 'not_shipped';
  const left = lines.reduce((sum, line) => sum + total(remainingQuantities(line.ordered, line.shipped)), 0);
  return left === 0 ? 'shipped' : 'partially_shipped';
}

/** A per-employee garment's progress, set by the provider for a selection of rows. */
export const EMPLOYEE_PRODUCT_STATUSES = [
  'pending',
  'in_production',
  'ready',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type EmployeeProductStatus = (typeof EMPLOYEE_PRODUCT_STATUSES)[number];

export const EMPLOYEE_PRODUCT_STATUS_LABELS: Record<EmployeeProductStatus, string> = {
  pending: 'Pending',
  in_production: 'In Production',
  ready: 'Ready',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
