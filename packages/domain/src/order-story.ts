import { type OrderProgressInput, orderProgress, type ProgressStep } from './order-progress.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.ts';
import {
  addQuantities,
  type EmployeeProductStatus,
  SHIP_STATUS_LABELS,
  SHIPPABLE_ORDER_STATUSES,
  type ShipStatus,
  type SizeQuantities,
  shipStatusOf,
} from './shipment-rules.ts';

/** An order line as the story needs it: what was ordered and when the provider expects to finish it. */
export interface OrderStoryLine {
  uuid: string;
  qty_options: SizeQuantities;
  due_date: string | null;
}

/** A parcel: when it left and the pieces of each line it held. */
export interface OrderStoryParcel {
  created_at: string;
  items: ReadonlyArray<{ order_item_id: string; sizes: SizeQuantities }>;
}

/** The facts an order's story is told from: the status the provider moved it to, its stamps, lines and parcels. */
export interface OrderFacts extends Omit<OrderProgressInput, 'first_shipped_at'> {
  lines: readonly OrderStoryLine[];
  parcels: readonly OrderStoryParcel[];
}

/** A line's part of the story: how much of it left, and the one date to show for it. */
export interface LineStory {
  uuid: string;
  ship_status: ShipStatus;
  shipped_qty: number;
  total_qty: number;
  /** When its last piece left; null until every piece has. */
  shipped_at: string | null;
  /** The provider's estimate, shown only while pieces of the line are still to ship. */
  estimated_finishing_date: string | null;
}

export interface OrderStory {
  status: OrderStatus;
  label: string;
  ship_status: ShipStatus;
  ship_status_label: string;
  first_shipped_at: string | null;
  shipped_at: string | null;
  lines: LineStory[];
  progress: { visible: boolean; steps: ProgressStep[] };
}

const piecesOf = (quantities: SizeQuantities) => Object.values(quantities).reduce((sum, qty) => sum + qty, 0);

/**
 * The status an order takes once its parcels are counted (decision 110): every piece shipped is Shipped, some
 * is Partly shipped, none leaves the status the provider moved it to. Statuses outside shipping stay as moved.
 */
export function orderStatusAfterParcels(moved: OrderStatus, shipStatus: ShipStatus): OrderStatus {
  if (!(SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(moved)) return moved;
  if (shipStatus === 'shipped') return 'order_shipped';
  if (shipStatus === 'partially_shipped') return 'order_partly_shipped';
  return moved;
}

/** Every parcel's pieces added up per line uuid. */
export function shippedByLine(parcels: readonly OrderStoryParcel[]): Map<string, SizeQuantities> {
  const shipped = new Map<string, SizeQuantities>();
  for (const parcel of parcels)
    for (const item of parcel.items)
      shipped.set(item.order_item_id, addQuantities(shipped.get(item.order_item_id) ?? {}, item.sizes));
  return shipped;
}

/**
 * What an order shows, derived from its facts alone, for every screen, e-mail and PDF: its status and label,
 * its delivery, each line's shipped pieces and date (estimate until shipped) and the progress bar.
 */
export function orderStory(facts: OrderFacts): OrderStory {
  const shipped = shippedByLine(facts.parcels);
  const parcelsByTime = [...facts.parcels].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const shipStatus = shipStatusOf(
    facts.lines.map((line) => ({ ordered: line.qty_options, shipped: shipped.get(line.uuid) ?? {} })),
  );
  const status = orderStatusAfterParcels(facts.order_status, shipStatus);
  const lastParcelAt = parcelsByTime.at(-1)?.created_at ?? null;
  const firstShippedAt = parcelsByTime[0]?.created_at ?? null;
  const shippedAt =
    status === 'order_shipped' || status === 'order_completed' ? (facts.shipped_at ?? lastParcelAt) : null;
  const lines = facts.lines.map((line): LineStory => {
    const lineShipped = shipped.get(line.uuid) ?? {};
    const lineStatus = shipStatusOf([{ ordered: line.qty_options, shipped: lineShipped }]);
    const lastCarrier = parcelsByTime.findLast((parcel) =>
      parcel.items.some((item) => item.order_item_id === line.uuid && piecesOf(item.sizes) > 0),
    );
    return {
      uuid: line.uuid,
      ship_status: lineStatus,
      shipped_qty: piecesOf(lineShipped),
      total_qty: piecesOf(line.qty_options),
      shipped_at: lineStatus === 'shipped' ? (lastCarrier?.created_at ?? null) : null,
      estimated_finishing_date: lineStatus === 'shipped' ? null : line.due_date,
    };
  });
  return {
    status,
    label: ORDER_STATUS_LABELS[status],
    ship_status: shipStatus,
    ship_status_label: SHIP_STATUS_LABELS[shipStatus],
    first_shipped_at: firstShippedAt,
    shipped_at: shippedAt,
    lines,
    progress: orderProgress({
      ...facts,
      order_status: status,
      shipped_at: shippedAt,
      first_shipped_at: firstShippedAt,
    }),
  };
}

/** An employee's garment as the parcels' allocation needs it. */
export interface GarmentFacts {
  id: string;
  order_item_id: string;
  size: string;
  qty: number;
  product_status: EmployeeProductStatus;
}

const HAS_LEFT: ReadonlySet<EmployeeProductStatus> = new Set(['shipped', 'delivered']);

/**
 * The garments the parcels carried: per line and size, the shipped pieces fill the garments already marked
 * shipped first, then the others in the order given (cancelled ones never); a garment is carried once all its
 * pieces are. Parcels count sizes, not people, so this is the one place that names who got theirs.
 */
export function garmentsInParcels(
  garments: readonly GarmentFacts[],
  shipped: ReadonlyMap<string, SizeQuantities>,
): Set<string> {
  const carried = new Set<string>();
  const left = new Map<string, number>();
  const ordered = [
    ...garments.filter((garment) => HAS_LEFT.has(garment.product_status)),
    ...garments.filter(
      (garment) => !HAS_LEFT.has(garment.product_status) && garment.product_status !== 'cancelled',
    ),
  ];
  for (const garment of ordered) {
    const key = `${garment.order_item_id}\u0000${garment.size}`;
    const pieces = left.get(key) ?? shipped.get(garment.order_item_id)?.[garment.size] ?? 0;
    if (pieces >= garment.qty) carried.add(garment.id);
    left.set(key, Math.max(0, pieces - garment.qty));
  }
  return carried;
}

/** A garment's status once the parcels are counted: a carried garment is Shipped (or stays Delivered). */
export function garmentStatusAfterParcels(
  current: EmployeeProductStatus,
  isCarried: boolean,
): EmployeeProductStatus {
  return isCarried && !HAS_LEFT.has(current) ? 'shipped' : current;
}

/**
 * The statuses the provider may give a garment by hand: once a parcel carried it, only Shipped or Delivered;
 * before that, anything but those two (a parcel ships it).
 */
export function garmentStatusChoices(current: EmployeeProductStatus): readonly EmployeeProductStatus[] {
  return HAS_LEFT.has(current)
    ? ['shipped', 'delivered']
    : ['pending', 'in_production', 'ready', 'cancelled'];
}
