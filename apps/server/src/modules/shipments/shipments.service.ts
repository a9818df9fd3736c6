import type { CreateShipmentBody, ShippingLog } from '@livery/api-schemas/shipments';
import {
  addQuantities,
  parcelProblems,
  remainingQuantities,
  type ShipStatus,
  type SizeQuantities,
  shipStatusOf,
} from '@livery/domain/shipment-rules';
import { describeQuantities } from '@livery/domain/size-order';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { renderDeliveryOrderPdf } from './delivery-order-pdf.ts';
import {
  findShipmentItems,
  findShipmentsOfOrder,
  findShipmentsOfOrders,
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

/** The order's shipping logs as the spec lists them, oldest parcel first. */
export async function listShippingLogs(
  db: DatabaseOrTransaction,
  order: { id: number; uuid: string },
  lines: ShippableLine[],
  pathPrefix: '/api' | '/api/admin',
): Promise<ShippingLog[]> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return (await shipmentsWithItems(db, order.id)).map(({ shipment, items }) => {
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
      delivery_order_url: `${pathPrefix}/orders/${order.uuid}/delivery_orders/${shipment.uuid}`,
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

function deliveryOrderNumber(shipment: Pick<ShipmentRow, 'orderId' | 'number'>): string {
  return `DO-${shipment.orderId}-${shipment.number}`;
}

/** A parcel's delivery order as lists show it: its number and the API path of its PDF. */
export interface DeliveryOrderLink {
  delivery_order_id: string;
  url: string;
}

/** The delivery orders of a page of orders, by order id, oldest parcel first, in one query. */
export async function listDeliveryOrdersOfOrders(
  db: DatabaseOrTransaction,
  orders: ReadonlyArray<{ id: number; uuid: string }>,
  pathPrefix: '/api' | '/api/admin',
): Promise<Map<number, DeliveryOrderLink[]>> {
  const uuidOf = new Map(orders.map((order) => [order.id, order.uuid]));
  const byOrder = new Map<number, DeliveryOrderLink[]>();
  for (const shipment of await findShipmentsOfOrders(db, [...uuidOf.keys()])) {
    const link = {
      delivery_order_id: deliveryOrderNumber(shipment),
      url: `${pathPrefix}/orders/${uuidOf.get(shipment.orderId)}/delivery_orders/${shipment.uuid}`,
    };
    byOrder.set(shipment.orderId, [...(byOrder.get(shipment.orderId) ?? []), link]);
  }
  return byOrder;
}

/**
 * Records one parcel of an order inside the caller's transaction (the order row is locked by the caller):
 * every packed line must belong to the order and no size may ship more than is left. Answers the parcel
 * and the order's new ship status.
 */
export async function recordShipment(
  tx: DatabaseOrTransaction,
  staffId: number,
  order: { id: number },
  lines: ShippableLine[],
  body: CreateShipmentBody,
): Promise<{ shipment: ShipmentRow; shipStatus: ShipStatus }> {
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
  const shipped = shippedByLine(await shipmentsWithItems(tx, order.id));
  const problems = lines.flatMap((line) =>
    parcelProblems(
      line.title,
      remainingQuantities(line.qtyOptions, shipped.get(line.id) ?? {}),
      packedByLine.get(line.id) ?? {},
    ),
  );
  if (problems.length > 0) throw unprocessable(problems);

  const shipment = await insertShipment(tx, {
    orderId: order.id,
    number: await nextShipmentNumber(tx, order.id),
    trackNo: body.track_no || null,
    urlShipment: body.url_shipment || null,
    estimatedMin: body.estimated_min ?? null,
    estimatedMax: body.estimated_max ?? null,
    message: body.message || null,
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
  return { shipment, shipStatus };
}

/** The delivery order of one parcel of the order, as a PDF; another order's parcel is not found. */
export async function buildDeliveryOrderPdf(
  db: DatabaseOrTransaction,
  order: ShippedOrder,
  lines: ShippableLine[],
  shipmentUuid: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const all = await shipmentsWithItems(db, order.id);
  const found = all.find(({ shipment }) => shipment.uuid === shipmentUuid);
  if (!found) throw notFound('Delivery order');
  return renderParcel(order, lines, found);
}

/** Every delivery order of the order, oldest parcel first, rendered one at a time as they are asked for. */
export async function* renderDeliveryOrdersOfOrder(
  db: DatabaseOrTransaction,
  order: ShippedOrder,
  lines: ShippableLine[],
): AsyncGenerator<{ pdf: Buffer; fileName: string }> {
  for (const parcel of await shipmentsWithItems(db, order.id)) yield await renderParcel(order, lines, parcel);
}

async function renderParcel(
  order: ShippedOrder,
  lines: ShippableLine[],
  found: Awaited<ReturnType<typeof shipmentsWithItems>>[number],
): Promise<{ pdf: Buffer; fileName: string }> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const number = deliveryOrderNumber(found.shipment);
  const pdf = await renderDeliveryOrderPdf({
    number,
    orderUid: order.uid,
    companyName: order.companyName,
    shipAddress: order.shipAddress,
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
