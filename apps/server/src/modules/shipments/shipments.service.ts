import type { CreateShipmentBody, ShippingLog } from '@livery/api-schemas/shipments';
import {
  addQuantities,
  parcelProblems,
  parcelRoom,
  remainingQuantities,
  type ShipStatus,
  type SizeQuantities,
  shipStatusOf,
} from '@livery/domain/shipment-rules';
import { describeQuantities } from '@livery/domain/size-order';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import { isValidUserLink, signUserLink } from '../../storage/signed-user-links.ts';
import { type PersonRow, renderDeliveryOrderPdf, renderPackingSheetPdf } from './delivery-order-pdf.ts';
import {
  findShipmentItems,
  findShipmentsOfOrder,
  insertShipment,
  insertShipmentItems,
  nextShipmentNumber,
  type ShipmentRow,
} from './shipments.repository.ts';

/** An order line as shipments need it; the orders module hands these over. */
export interface ShippableLine {
  id: number;
  uuid: string;
  title: string;
  qtyOptions: SizeQuantities;
  totalQty: number;
  /** The product's sizes in their own order. */
  sizes: string[];
}

export interface ShippedOrder {
  id: number;
  uuid: string;
  uid: string;
  companyName: string;
  shipAddress: Record<string, unknown> | null;
  /** The provider's zone, for the days its paperwork prints. */
  timeZone: string;
}

/** One of the order's locations as parcels name it; the orders module hands these over. */
export interface ShipmentDestination {
  id: number;
  uuid: string;
  name: string;
  address: Record<string, unknown>;
}

/** A location with the people whose garments go there, for its delivery orders and packing sheet. */
export interface LocationPaperwork extends ShipmentDestination {
  people: Array<Omit<PersonRow, 'title'> & { orderItemId: number }>;
}

/** A parcel's destination with what it takes per line, so a parcel to it carries only its garments. */
export interface DestinationWithPieces extends ShipmentDestination {
  takes: Map<number, SizeQuantities>;
}

const total = (quantities: SizeQuantities) => Object.values(quantities).reduce((sum, qty) => sum + qty, 0);

async function shipmentsWithItems(db: DatabaseOrTransaction, orderId: number) {
  const rows = await findShipmentsOfOrder(db, orderId);
  const items = await findShipmentItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((shipment) => ({
    shipment,
    items: items.filter((item) => item.shipmentId === shipment.id),
  }));
}

function shippedByLine(all: Awaited<ReturnType<typeof shipmentsWithItems>>): Map<number, SizeQuantities> {
  const shipped = new Map<number, SizeQuantities>();
  for (const { items } of all) {
    for (const item of items)
      shipped.set(item.orderItemId, addQuantities(shipped.get(item.orderItemId) ?? {}, item.qtys));
  }
  return shipped;
}

/**
 * Every parcel of the order as the garments' allocation reads it: its destination (a location id, null for the
 * order's address) and its pieces per line id.
 */
export async function parcelPiecesOfOrder(db: DatabaseOrTransaction, orderId: number) {
  return (await shipmentsWithItems(db, orderId)).map(({ shipment, items }) => ({
    locationId: shipment.locationId,
    items: items.map((item) => ({ orderItemId: item.orderItemId, qtys: item.qtys })),
  }));
}

const DELIVERY_ORDER_LINK_PURPOSE = 'delivery-order-pdf';
/** A delivery-order link lives a day, like the invoice and PO links beside it. */
export const DELIVERY_ORDER_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * A parcel's delivery-order path. The console's needs a session; the customer's is signed (an HMAC of the order,
 * the parcel and the expiry) so it opens without one, in a new window or forwarded to a site manager.
 */
function deliveryOrderUrl(
  pathPrefix: '/api' | '/api/admin',
  orderUuid: string,
  shipmentUuid: string,
  secretKey: string | undefined,
  now = new Date(),
): string {
  const path = `${pathPrefix}/orders/${orderUuid}/delivery_orders/${shipmentUuid}`;
  if (pathPrefix === '/api/admin' || !secretKey) return path;
  const { expires, token } = signUserLink(
    secretKey,
    DELIVERY_ORDER_LINK_PURPOSE,
    `${orderUuid}/${shipmentUuid}`,
    now,
    DELIVERY_ORDER_LINK_LIFETIME_SECONDS,
  );
  return `${path}?expires=${expires}&token=${token}`;
}

/** Refuses (403) a delivery-order link that was altered, forged for another parcel or has expired. */
export function checkDeliveryOrderLink(
  secretKey: string,
  link: { orderUuid: string; shipmentUuid: string; expires: number; token: string },
  now = new Date(),
): void {
  const isValid = isValidUserLink(
    secretKey,
    {
      purpose: DELIVERY_ORDER_LINK_PURPOSE,
      userUuid: `${link.orderUuid}/${link.shipmentUuid}`,
      expires: link.expires,
      token: link.token,
    },
    now,
  );
  if (!isValid) throw new AppError('forbidden', 'This delivery order link is invalid or has expired.');
}

/** The order's shipping logs as the spec lists them, oldest parcel first. */
export async function listShippingLogs(
  db: DatabaseOrTransaction,
  order: { id: number; uuid: string },
  lines: ShippableLine[],
  pathPrefix: '/api' | '/api/admin',
  /** Signs the customer's links (`/api`); the console's stay behind its session. */
  secretKey?: string,
  locations: readonly ShipmentDestination[] = [],
): Promise<ShippingLog[]> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const now = new Date();
  const locationsById = new Map(locations.map((location) => [location.id, location]));
  return (await shipmentsWithItems(db, order.id)).map(({ shipment, items }) => {
    const location = shipment.locationId === null ? undefined : locationsById.get(shipment.locationId);
    const packages = new Map<string, typeof items>();
    for (const item of items) {
      const key = item.packedIn ?? '';
      packages.set(key, [...(packages.get(key) ?? []), item]);
    }
    return {
      id: shipment.uuid,
      number: shipment.number,
      created_at: shipment.createdAt.toISOString(),
      track_no: shipment.trackNo,
      url_shipment: shipment.urlShipment,
      estimated_min: shipment.estimatedMin,
      estimated_max: shipment.estimatedMax,
      message: shipment.message,
      delivery_order_id: deliveryOrderNumber(shipment),
      delivery_order_url: deliveryOrderUrl(pathPrefix, order.uuid, shipment.uuid, secretKey, now),
      location: location
        ? { id: location.uuid, name: location.name, address_summary: addressSummary(location.address) }
        : null,
      log_items: [...packages].map(([packedIn, packed]) => ({
        packed_in: packedIn || null,
        package_items: packed.map((item) => {
          const line = byId.get(item.orderItemId);
          return {
            order_item_id: line?.uuid ?? '',
            title: line?.title ?? 'Item',
            shipped_qtys: describeQuantities(item.qtys, line?.sizes ?? []),
            sizes: item.qtys,
            total_qtys: total(item.qtys),
            item_total_qtys: line?.totalQty ?? 0,
          };
        }),
      })),
    };
  });
}

function addressSummary(address: Record<string, unknown>): string {
  return typeof address.summary === 'string' ? address.summary : '';
}

function deliveryOrderNumber(shipment: Pick<ShipmentRow, 'orderId' | 'number'>): string {
  return `DO-${shipment.orderId}-${shipment.number}`;
}

/** A parcel's delivery order as lists show it: its number and the API path of its PDF. */
export interface DeliveryOrderLink {
  delivery_order_id: string;
  url: string;
  /** The order location the parcel went to; null for the order's own address. */
  location_name: string | null;
}

/** A parcel's delivery order link as lists show it (the orders list reads its parcels in its own statement). */
export function toDeliveryOrderLink(
  pathPrefix: '/api' | '/api/admin',
  order: { id: number; uuid: string },
  parcel: { uuid: string; number: number; locationName: string | null },
  secretKey: string | undefined,
  now: Date,
): DeliveryOrderLink {
  return {
    delivery_order_id: deliveryOrderNumber({ orderId: order.id, number: parcel.number }),
    url: deliveryOrderUrl(pathPrefix, order.uuid, parcel.uuid, secretKey, now),
    location_name: parcel.locationName,
  };
}

/**
 * Records one parcel of an order inside the caller's transaction (the order row is locked by the caller):
 * every packed line must belong to the order and no size may ship more than is left; a parcel to a location
 * carries only that location's pieces not yet sent there. Answers the parcel and the order's new ship status,
 * with every line's shipped pieces so far (by line id).
 */
export async function recordShipment(
  tx: DatabaseOrTransaction,
  staffId: number,
  order: { id: number },
  lines: ShippableLine[],
  body: CreateShipmentBody,
  destination: DestinationWithPieces | null = null,
): Promise<{ shipment: ShipmentRow; shipStatus: ShipStatus; shipped: Map<number, SizeQuantities> }> {
  const byUuid = new Map(lines.map((line) => [line.uuid, line]));
  const packedByLine = new Map<number, SizeQuantities>();
  const rows: Array<{ orderItemId: number; packedIn: string | null; qtys: SizeQuantities }> = [];
  for (const parcel of body.packages) {
    for (const item of parcel.items) {
      const line = byUuid.get(item.order_item_id);
      if (!line) throw unprocessable(['This order has no such line']);
      const qtys = Object.fromEntries(Object.entries(item.qtys).filter(([, qty]) => qty > 0));
      if (total(qtys) === 0) continue;
      packedByLine.set(line.id, addQuantities(packedByLine.get(line.id) ?? {}, qtys));
      rows.push({ orderItemId: line.id, packedIn: parcel.packed_in || null, qtys });
    }
  }
  if (rows.length === 0) throw unprocessable(['Pack at least one piece']);
  const parcels = await shipmentsWithItems(tx, order.id);
  const shipped = shippedByLine(parcels);
  const problems = lines.flatMap((line) =>
    parcelProblems(
      line.title,
      remainingQuantities(line.qtyOptions, shipped.get(line.id) ?? {}),
      packedByLine.get(line.id) ?? {},
    ),
  );
  if (destination && problems.length === 0) {
    const sentThere = shippedByLine(parcels.filter(({ shipment }) => shipment.locationId === destination.id));
    for (const line of lines) {
      problems.push(
        ...parcelProblems(
          `${line.title} for ${destination.name}`,
          parcelRoom(line.qtyOptions, shipped.get(line.id) ?? {}, {
            takes: destination.takes.get(line.id) ?? {},
            sentThere: sentThere.get(line.id) ?? {},
          }),
          packedByLine.get(line.id) ?? {},
        ),
      );
    }
  }
  if (problems.length > 0) throw unprocessable(problems);

  const shipment = await insertShipment(tx, {
    orderId: order.id,
    number: await nextShipmentNumber(tx, order.id),
    trackNo: body.track_no || null,
    urlShipment: body.url_shipment || null,
    estimatedMin: body.estimated_min ?? null,
    estimatedMax: body.estimated_max ?? null,
    message: body.message || null,
    locationId: destination?.id ?? null,
    createdById: staffId,
  });
  await insertShipmentItems(
    tx,
    rows.map((row) => ({ ...row, shipmentId: shipment.id })),
  );
  for (const [lineId, packed] of packedByLine)
    shipped.set(lineId, addQuantities(shipped.get(lineId) ?? {}, packed));
  const shipStatus = shipStatusOf(
    lines.map((line) => ({ ordered: line.qtyOptions, shipped: shipped.get(line.id) ?? {} })),
  );
  return { shipment, shipStatus, shipped };
}

/** The delivery order of one parcel of the order, as a PDF; another order's parcel is not found. */
export async function buildDeliveryOrderPdf(
  db: DatabaseOrTransaction,
  order: ShippedOrder,
  lines: ShippableLine[],
  shipmentUuid: string,
  locations: readonly LocationPaperwork[] = [],
): Promise<{ pdf: Buffer; fileName: string }> {
  const all = await shipmentsWithItems(db, order.id);
  const found = all.find(({ shipment }) => shipment.uuid === shipmentUuid);
  if (!found) throw notFound('Delivery order');
  return renderParcel(order, lines, found, locations);
}

/** Every delivery order of the order, oldest parcel first, rendered one at a time as they are asked for. */
export async function* renderDeliveryOrdersOfOrder(
  db: DatabaseOrTransaction,
  order: ShippedOrder,
  lines: ShippableLine[],
  locations: readonly LocationPaperwork[] = [],
): AsyncGenerator<{ pdf: Buffer; fileName: string }> {
  for (const parcel of await shipmentsWithItems(db, order.id))
    yield await renderParcel(order, lines, parcel, locations);
}

async function renderParcel(
  order: ShippedOrder,
  lines: ShippableLine[],
  found: Awaited<ReturnType<typeof shipmentsWithItems>>[number],
  locations: readonly LocationPaperwork[],
): Promise<{ pdf: Buffer; fileName: string }> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const number = deliveryOrderNumber(found.shipment);
  const location = locations.find((each) => each.id === found.shipment.locationId);
  const linesInParcel = new Set(found.items.map((item) => item.orderItemId));
  const pdf = await renderDeliveryOrderPdf({
    number,
    orderUid: order.uid,
    companyName: order.companyName,
    locationName: location?.name ?? null,
    shipAddress: location ? location.address : order.shipAddress,
    people: (location?.people ?? [])
      .filter((person) => linesInParcel.has(person.orderItemId))
      .map((person) => ({ ...person, title: byId.get(person.orderItemId)?.title ?? 'Item' })),
    shippedAt: found.shipment.createdAt,
    timeZone: order.timeZone,
    trackNo: found.shipment.trackNo,
    estimated: [found.shipment.estimatedMin, found.shipment.estimatedMax],
    message: found.shipment.message,
    rows: found.items.map((item) => {
      const line = byId.get(item.orderItemId);
      return {
        packedIn: item.packedIn,
        title: line?.title ?? 'Item',
        sizes: describeQuantities(item.qtys, line?.sizes ?? []),
        quantity: total(item.qtys),
      };
    }),
  });
  return { pdf, fileName: `${order.uid}-${number}.pdf` };
}

/**
 * The provider's packing sheet of one location of the order: its address, its pieces per line and size (as
 * the location's items give them) and its people, as a PDF.
 */
export async function renderLocationPackingSheet(
  order: Pick<ShippedOrder, 'uid' | 'companyName' | 'timeZone'>,
  lines: ShippableLine[],
  location: LocationPaperwork,
  takes: Map<number, SizeQuantities>,
): Promise<{ pdf: Buffer; fileName: string }> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const pdf = await renderPackingSheetPdf({
    orderUid: order.uid,
    companyName: order.companyName,
    locationName: location.name,
    address: location.address,
    printedAt: new Date(),
    timeZone: order.timeZone,
    rows: lines.flatMap((line) => {
      const quantities = takes.get(line.id);
      if (!quantities || total(quantities) === 0) return [];
      return [
        { title: line.title, sizes: describeQuantities(quantities, line.sizes), quantity: total(quantities) },
      ];
    }),
    people: location.people.map((person) => ({
      ...person,
      title: byId.get(person.orderItemId)?.title ?? 'Item',
    })),
  });
  return { pdf, fileName: `${order.uid}-packing-${location.name}.pdf` };
}
