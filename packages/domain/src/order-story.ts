import { type OrderProgressInput, orderProgress, type ProgressStep } from './order-progress.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.ts';
import {
  addQuantities,
  type EmployeeProductStatus,
  remainingQuantities,
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

/** A parcel's pieces of each line and where it went: an order location, or null (or absent) for the order's address. */
export interface ParcelPieces {
  location_id?: string | null;
  items: ReadonlyArray<{ order_item_id: string; sizes: SizeQuantities }>;
}

/** A parcel: when it left, where to, and the pieces of each line it held. */
export interface OrderStoryParcel extends ParcelPieces {
  created_at: string;
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
export function shippedByLine(parcels: readonly ParcelPieces[]): Map<string, SizeQuantities> {
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
  /** The order location the person is assigned to; null for the order's own address. */
  location_id: string | null;
}

const HAS_LEFT: ReadonlySet<EmployeeProductStatus> = new Set(['shipped', 'delivered']);
const WAITING_STATUSES = ['pending', 'in_production', 'ready'] as const satisfies EmployeeProductStatus[];

const poolKey = (lineUuid: string, size: string, locationId: string | null | undefined) =>
  `${lineUuid}\u0000${size}\u0000${locationId ?? ''}`;

/**
 * The garments the parcels carried. Parcels count sizes, not people, so this is the one place that names who
 * got theirs: a garment takes its line and size's pieces from parcels to its person's location first, then
 * from parcels to the order's own address, never from a parcel to another location (decision 145). Garments
 * already marked shipped take theirs first, then the others in the order given (cancelled ones never); a
 * garment is carried once all its pieces are.
 */
export function garmentsInParcels(
  garments: readonly GarmentFacts[],
  parcels: readonly ParcelPieces[],
): Set<string> {
  const pools = new Map<string, number>();
  for (const parcel of parcels)
    for (const item of parcel.items)
      for (const [size, qty] of Object.entries(item.sizes)) {
        const key = poolKey(item.order_item_id, size, parcel.location_id);
        pools.set(key, (pools.get(key) ?? 0) + qty);
      }
  const carried = new Set<string>();
  const ordered = [
    ...garments.filter((garment) => HAS_LEFT.has(garment.product_status)),
    ...garments.filter(
      (garment) => !HAS_LEFT.has(garment.product_status) && garment.product_status !== 'cancelled',
    ),
  ];
  for (const garment of ordered) {
    const ownKey =
      garment.location_id === null ? null : poolKey(garment.order_item_id, garment.size, garment.location_id);
    const restKey = poolKey(garment.order_item_id, garment.size, null);
    const own = ownKey === null ? 0 : (pools.get(ownKey) ?? 0);
    const rest = pools.get(restKey) ?? 0;
    if (own + rest < garment.qty) continue;
    const fromOwn = Math.min(own, garment.qty);
    if (ownKey !== null) pools.set(ownKey, own - fromOwn);
    pools.set(restKey, rest - (garment.qty - fromOwn));
    carried.add(garment.id);
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

/** What a garment's status choices are judged against: the order's garments, its lines and its parcels. */
export interface GarmentShipping {
  garments: readonly GarmentFacts[];
  lines: ReadonlyArray<{ uuid: string; qty_options: SizeQuantities }>;
  parcels: readonly ParcelPieces[];
}

/**
 * The statuses the provider may give a garment by hand (decision 144). Once a parcel carried it, only Shipped
 * or Delivered; before that, anything but those two (a parcel ships it). A cancelled garment comes back only
 * where a parcel can carry it: as Shipped or Delivered when pieces already sent for its line and size are
 * nobody's (they left with it), as a waiting status while what is left of its line, sent, would carry it and
 * every other garment of its size; otherwise it stays Cancelled.
 */
export function garmentStatusChoices(
  garment: GarmentFacts,
  shipping: GarmentShipping,
): readonly EmployeeProductStatus[] {
  if (HAS_LEFT.has(garment.product_status)) return ['shipped', 'delivered'];
  if (garment.product_status !== 'cancelled') return [...WAITING_STATUSES, 'cancelled'];
  const restored = shipping.garments.map((each) =>
    each.id === garment.id ? { ...each, product_status: 'pending' as const } : each,
  );
  if (garmentsInParcels(restored, shipping.parcels).has(garment.id))
    return ['shipped', 'delivered', 'cancelled'];
  const line = shipping.lines.find((each) => each.uuid === garment.order_item_id);
  const shipped = shippedByLine(shipping.parcels).get(garment.order_item_id) ?? {};
  const rest: ParcelPieces = {
    location_id: null,
    items: [
      { order_item_id: garment.order_item_id, sizes: remainingQuantities(line?.qty_options ?? {}, shipped) },
    ],
  };
  const carried = garmentsInParcels(restored, [...shipping.parcels, rest]);
  const isEveryoneCarried = restored.every(
    (each) =>
      each.order_item_id !== garment.order_item_id ||
      each.size !== garment.size ||
      each.product_status === 'cancelled' ||
      carried.has(each.id),
  );
  return isEveryoneCarried ? [...WAITING_STATUSES, 'cancelled'] : ['cancelled'];
}

/**
 * The chosen garments that may not be given this status by hand, each judged by `garmentStatusChoices` after
 * the ones before it took it (two cancelled garments cannot both come back for one piece left).
 */
export function garmentsRefusingStatus(
  ids: readonly string[],
  to: EmployeeProductStatus,
  shipping: GarmentShipping,
): string[] {
  let garments = shipping.garments;
  const refused: string[] = [];
  for (const id of ids) {
    const garment = garments.find((each) => each.id === id);
    if (!garment) continue;
    if (!garmentStatusChoices(garment, { ...shipping, garments }).includes(to)) {
      refused.push(id);
      continue;
    }
    garments = garments.map((each) => (each.id === id ? { ...each, product_status: to } : each));
  }
  return refused;
}
