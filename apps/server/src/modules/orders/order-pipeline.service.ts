import type { OrderLogsResponse } from '@livery/api-schemas/orders';
import type { CreateShipmentBody } from '@livery/api-schemas/shipments';
import { formatCsv, neutraliseCsvCell } from '@livery/domain/csv-cell';
import { employeeProductExport } from '@livery/domain/employee-product-export';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@livery/domain/order-status';
import {
  type GarmentShipping,
  garmentStatusAfterParcels,
  garmentStatusChoices,
  garmentsInParcels,
  garmentsRefusingStatus,
  orderStatusAfterParcels,
} from '@livery/domain/order-story';
import { orderUpdateRecipients } from '@livery/domain/order-update-recipients';
import {
  EMPLOYEE_PRODUCT_STATUS_LABELS,
  type EmployeeProductStatus,
  SHIP_STATUS_LABELS,
  SHIPPABLE_ORDER_STATUSES,
} from '@livery/domain/shipment-rules';
import type { Database, DatabaseOrTransaction, Transaction } from '../../db/database.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { xlsxBuffer } from '../../spreadsheets/xlsx-writer.ts';
import {
  buildDeliveryOrderPdf,
  checkDeliveryOrderLink,
  parcelPiecesOfOrder,
  recordShipment,
  renderDeliveryOrdersOfOrder,
  renderLocationPackingSheet,
} from '../shipments/shipments.service.ts';
import { emitOrderStatusChanged, emitShipmentCreated } from '../webhooks/webhook-events.ts';
import { findLocationPaperwork, findLocationWithPieces, findParcelDestination } from './order-locations.ts';
import { mailShipped } from './order-mails.ts';
import {
  countOrdersByStatus,
  findEmployeeProductsForExport,
  findEmployeeProductsOfOrder,
  findGarmentsOfOrder,
  findOrderByUuid,
  findOrderCreator,
  findOrderItems,
  findOrderLogs,
  findOrderUuidOfItem,
  insertOrderLog,
  type OrderScope,
  updateEmployeeProductStatuses,
  updateOrder,
  updateOrderItemDueDate,
} from './orders.repository.ts';
import { type toOrderFilter, toOrderResponse, toShippableLine } from './orders.service.ts';

const PROVIDER: OrderScope = { kind: 'provider' };

/** Provider console: how many orders of each status match the filters (statuses aside), every status listed. */
export async function countOrdersPerStatus(db: Database, filter: ReturnType<typeof toOrderFilter>) {
  const rows = await countOrdersByStatus(db, PROVIDER, filter);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return { counts, total: rows.reduce((sum, row) => sum + row.count, 0) };
}

/**
 * Provider console: sends one parcel of an order (partial shipments allowed), derives the order's ship
 * status from every parcel and, in the same transaction, the status the order and each garment take from
 * them (decision 110: every piece shipped is Shipped, some is Partly shipped; a carried garment is shipped),
 * logs it and mails the tracking to the buyer once.
 */
export async function shipOrder(
  db: Database,
  staff: CurrentUser,
  uuid: string,
  body: CreateShipmentBody,
  config: { publicUrl: string; secretKey: string },
) {
  return db.transaction(async (tx) => {
    const row = await findOrderByUuid(tx, PROVIDER, uuid, true);
    if (!row) throw notFound('Order');
    const { order } = row;
    if (order.orderApprovalNeeded) {
      throw new AppError('conflict', 'This order waits for approval by a person in charge of the company.');
    }
    if (!(SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(order.orderStatus)) {
      throw new AppError(
        'conflict',
        'Only an approved order with pieces still to ship (not completed or cancelled) can ship.',
      );
    }
    const lines = (await findOrderItems(tx, order.id)).map(toShippableLine);
    const destination = body.location_id ? await findParcelDestination(tx, order.id, body.location_id) : null;
    const { shipment, shipStatus } = await recordShipment(tx, staff.id, order, lines, body, destination);
    const from = order.orderStatus;
    const to = orderStatusAfterParcels(from, shipStatus);
    const updated = await updateOrder(tx, order.id, {
      shipStatus,
      orderStatus: to,
      ...(to === 'order_shipped' && from !== to ? { shippedAt: shipment.createdAt } : {}),
    });
    await shipCarriedGarments(tx, order.id, lines);
    await emitShipmentCreated(tx, updated, shipment);
    await emitOrderStatusChanged(tx, updated, from);
    const packedLineIds = new Set(
      body.packages.flatMap((parcel) =>
        parcel.items
          .filter((item) => Object.values(item.qtys).some((qty) => qty > 0))
          .map((item) => item.order_item_id),
      ),
    );
    await insertOrderLog(tx, {
      orderId: order.id,
      itemNames: lines.filter((line) => packedLineIds.has(line.uuid)).map((line) => line.title),
      title: `Parcel ${shipment.number} shipped`,
      message: `${staff.name || 'The provider'} shipped parcel ${shipment.number}${
        destination ? ` to ${destination.name}` : ''
      }${shipment.trackNo ? ` (tracking ${shipment.trackNo})` : ''}. ${SHIP_STATUS_LABELS[shipStatus]}.`,
    });
    if (from !== to)
      await insertOrderLog(tx, {
        orderId: order.id,
        title: `Order ${ORDER_STATUS_LABELS[to]}`,
        message:
          to === 'order_shipped'
            ? 'Every piece of the order has shipped.'
            : 'Some pieces of the order have shipped; the rest follow.',
      });
    const creator = await findOrderCreator(tx, order.userId);
    for (const recipient of orderUpdateRecipients(creator.email, order.subscribedEmail))
      await mailShipped(tx, config.publicUrl, updated, recipient, shipment, ORDER_STATUS_LABELS[to]);
    return toOrderResponse(tx as unknown as Database, { ...row, order: updated }, config.secretKey, true);
  });
}

/**
 * The order's garments (with their people's locations), lines and parcels (with their destinations) as the
 * domain's garment rules read them; lines and locations are named by their ids.
 */
async function garmentShippingOf(
  db: DatabaseOrTransaction,
  orderId: number,
  lines: ReadonlyArray<{ id: number; qtyOptions: Record<string, number> }>,
): Promise<GarmentShipping> {
  const [garments, parcels] = await Promise.all([
    findGarmentsOfOrder(db, orderId),
    parcelPiecesOfOrder(db, orderId),
  ]);
  return {
    garments: garments.map((garment) => ({
      id: garment.uuid,
      order_item_id: String(garment.orderItemId),
      size: garment.size,
      qty: garment.qty,
      product_status: garment.productStatus as EmployeeProductStatus,
      location_id: garment.locationId === null ? null : String(garment.locationId),
    })),
    lines: lines.map((line) => ({ uuid: String(line.id), qty_options: line.qtyOptions })),
    parcels: parcels.map((parcel) => ({
      location_id: parcel.locationId === null ? null : String(parcel.locationId),
      items: parcel.items.map((item) => ({ order_item_id: String(item.orderItemId), sizes: item.qtys })),
    })),
  };
}

/**
 * Marks shipped the garments the parcels now carry (garmentsInParcels: a parcel to a location carries only its
 * people's garments), in the parcel's transaction.
 */
async function shipCarriedGarments(
  tx: Transaction,
  orderId: number,
  lines: ReadonlyArray<{ id: number; qtyOptions: Record<string, number> }>,
) {
  const { garments: facts, parcels } = await garmentShippingOf(tx, orderId, lines);
  if (facts.length === 0) return;
  const carried = garmentsInParcels(facts, parcels);
  const newlyShipped = facts
    .filter(
      (garment) =>
        garmentStatusAfterParcels(garment.product_status, carried.has(garment.id)) !== garment.product_status,
    )
    .map((garment) => garment.id);
  if (newlyShipped.length > 0) await updateEmployeeProductStatuses(tx, orderId, newlyShipped, 'shipped');
}

/** Provider console: the estimated finishing date of one line (null clears it). */
export async function setLineFinishingDate(
  db: Database,
  orderUuid: string,
  itemUuid: string,
  dueDate: string | null,
  secretKey: string,
) {
  return db.transaction(async (tx) => {
    const row = await findOrderByUuid(tx, PROVIDER, orderUuid, true);
    if (!row) throw notFound('Order');
    const line = await updateOrderItemDueDate(tx, row.order.id, itemUuid, dueDate);
    if (!line) throw notFound('Order line');
    await insertOrderLog(tx, {
      orderId: row.order.id,
      itemNames: [line.title],
      title: 'Finishing date',
      message: dueDate
        ? `${line.title} is estimated to finish on ${dueDate}.`
        : `${line.title} has no finishing date.`,
    });
    return toOrderResponse(tx as unknown as Database, row, secretKey, true);
  });
}

/**
 * Provider console: one status for the chosen employee rows of an order, each allowed by `garmentStatusChoices`
 * (judged in roster order, one after another): a garment a parcel carried may only be Shipped or Delivered, only
 * a parcel ships one, and a cancelled one comes back only where a parcel can carry it. Otherwise 422 naming how
 * many rows and why, with nothing written.
 */
export async function setEmployeeProductStatus(
  db: Database,
  orderUuid: string,
  body: { ids: string[]; product_status: string },
) {
  return db.transaction(async (tx) => {
    const row = await findOrderByUuid(tx, PROVIDER, orderUuid, true);
    if (!row) throw notFound('Order');
    const chosen = new Set(body.ids);
    const lines = await findOrderItems(tx, row.order.id);
    const shipping = await garmentShippingOf(tx, row.order.id, lines.map(toShippableLine));
    const chosenIds = shipping.garments
      .filter((garment) => chosen.has(garment.id))
      .map((garment) => garment.id);
    if (chosenIds.length !== chosen.size) throw notFound('Employee product');
    const to = body.product_status as EmployeeProductStatus;
    const refusedIds = new Set(garmentsRefusingStatus(chosenIds, to, shipping));
    if (refusedIds.size > 0) {
      const refused = shipping.garments.filter((garment) => refusedIds.has(garment.id));
      const count = (rows: readonly unknown[]) =>
        `${rows.length} of the chosen garments ${rows.length === 1 ? 'has' : 'have'}`;
      const haveShipped = refused.filter((garment) =>
        ['shipped', 'delivered'].includes(garment.product_status),
      );
      const cancelled = refused.filter((garment) => garment.product_status === 'cancelled');
      const leftAnyway = cancelled.filter((garment) =>
        garmentStatusChoices(garment, shipping).includes('shipped'),
      );
      const nothingLeft = cancelled.filter((garment) => !leftAnyway.includes(garment));
      const problems =
        to === 'shipped' || to === 'delivered'
          ? [`${count(refused)} not shipped: a garment is shipped when a parcel carries it (Product status)`]
          : [
              haveShipped.length > 0 &&
                `${count(haveShipped)} shipped: a shipped garment can only be marked Shipped or Delivered (Product status)`,
              leftAnyway.length > 0 &&
                `${count(leftAnyway)} pieces already in parcels: mark them Shipped or Delivered instead (Product status)`,
              nothingLeft.length > 0 &&
                `${count(nothingLeft)} no piece left to ship: the parcels hold every piece of their size, so they stay Cancelled (Product status)`,
            ];
      throw unprocessable(problems.filter((problem): problem is string => typeof problem === 'string'));
    }
    const updated = await updateEmployeeProductStatuses(tx, row.order.id, body.ids, body.product_status);
    const changedLineIds = new Set(updated.map((product) => product.orderItemId));
    await insertOrderLog(tx, {
      orderId: row.order.id,
      itemNames: lines.filter(({ item }) => changedLineIds.has(item.id)).map(({ item }) => item.title),
      title: 'Product status',
      message: `${updated.length} employee ${updated.length === 1 ? 'product' : 'products'} marked ${body.product_status.replace(/_/g, ' ')}.`,
    });
    return { updated_count: updated.length };
  });
}

/**
 * The employee rows of an order, a page at a time; a customer sees only orders of its own teams. The console's
 * rows carry the statuses each may be given by hand (`withStatusChoices`), from the rule the update applies.
 */
export async function listEmployeeProducts(
  db: Database,
  scope: OrderScope,
  orderUuid: string,
  query: { page: number; per_page: number; itemId?: number },
  withStatusChoices = false,
) {
  const row = await findOrderByUuid(db, scope, orderUuid);
  if (!row) throw notFound('Order');
  const { rows, totalCount } = await findEmployeeProductsOfOrder(db, row.order.id, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    itemId: query.itemId,
  });
  const shipping = withStatusChoices
    ? await garmentShippingOf(db, row.order.id, (await findOrderItems(db, row.order.id)).map(toShippableLine))
    : null;
  const garmentsById = new Map(shipping?.garments.map((garment) => [garment.id, garment]));
  const choicesOf = (uuid: string) => {
    const garment = garmentsById.get(uuid);
    return shipping && garment ? { status_choices: [...garmentStatusChoices(garment, shipping)] } : {};
  };
  return {
    employee_products: rows.map((product) => ({
      id: product.uuid,
      order_item_id: product.orderItemUuid,
      item_title: product.itemTitle,
      staff_id: product.staffId,
      name: product.name,
      department: product.department,
      size: product.size,
      qty: product.qty,
      product_status: product.productStatus,
      laundry_id: product.laundryId,
      locker_id: product.lockerId,
      cost_center: product.costCenter,
      uniform_code: product.uniformCode,
      ...choicesOf(product.uuid),
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

/** A parcel's delivery-order PDF; the order must be visible in the scope, the parcel the order's. */
export async function deliveryOrderOf(
  db: Database,
  scope: OrderScope,
  orderUuid: string,
  shipmentUuid: string,
  timeZone: string,
) {
  const row = await findOrderByUuid(db, scope, orderUuid);
  if (!row) throw notFound('Order');
  const lines = (await findOrderItems(db, row.order.id)).map(toShippableLine);
  return buildDeliveryOrderPdf(
    db,
    {
      id: row.order.id,
      uuid: row.order.uuid,
      uid: row.order.uid,
      companyName: row.companyName,
      shipAddress: row.order.shipAddress ?? null,
      timeZone,
    },
    lines,
    shipmentUuid,
    await findLocationPaperwork(db, row.order.id),
  );
}

/**
 * A parcel's delivery-order PDF behind its signed link, without a session (a forwarded link): the signature names
 * the order and the parcel, so an altered, expired or borrowed one is refused (403) before anything is read.
 */
export async function deliveryOrderByLink(
  db: Database,
  secretKey: string,
  link: { orderUuid: string; shipmentUuid: string; expires: number; token: string },
  timeZone: string,
) {
  checkDeliveryOrderLink(secretKey, link);
  return deliveryOrderOf(db, PROVIDER, link.orderUuid, link.shipmentUuid, timeZone);
}

/** Most employee rows one line's status call answers (a roster line holds far fewer). */
const ITEM_EMPLOYEES_LIMIT = 10_000;

/** GET /api/employee_products/{item uuid}/show_status: one line's employees; another company's line is 404. */
export async function listItemEmployeeProducts(db: Database, scope: OrderScope, itemUuid: string) {
  const found = await findOrderUuidOfItem(db, itemUuid);
  if (!found) throw notFound('Order item');
  const answer = await listEmployeeProducts(db, scope, found.orderUuid, {
    page: 1,
    per_page: ITEM_EMPLOYEES_LIMIT,
    itemId: found.itemId,
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found' ? notFound('Order item') : error;
  });
  return { employee_products: answer.employee_products };
}

/**
 * GET /api/employee_products/{order uuid}/get_logs: the order's activity, newest first, in the spec's Log shape:
 * the order's uid as the job, one message per log with its time, text and the lines it is about.
 */
export async function listOrderLogs(
  db: Database,
  scope: OrderScope,
  orderUuid: string,
): Promise<OrderLogsResponse> {
  const row = await findOrderByUuid(db, scope, orderUuid);
  if (!row) throw notFound('Order');
  const logs = await findOrderLogs(db, row.order.id);
  return {
    logs: logs.map((log) => {
      const time = log.createdAt.toISOString();
      return {
        title: log.title,
        message: log.message,
        created_at: time,
        job_id: row.order.uid,
        messages: [{ time, message: log.message, items: log.itemNames.map((name) => ({ name })) }],
      };
    }),
  };
}

/** The employee rows of an order as their exports show them (spec 03 section 2.4's columns and rules). */
async function employeeProductTableOf(db: Database, orderId: number) {
  const rows = await findEmployeeProductsForExport(db, orderId);
  return {
    isEmpty: rows.length === 0,
    ...employeeProductExport(
      rows.map(({ row, itemTitle }) => ({
        item_title: itemTitle,
        staff_id: row.staffId,
        name: row.name,
        nametag: row.nametag,
        sex: row.sex,
        department: row.department,
        cost_center: row.costCenter,
        position: row.position,
        laundry_id: row.laundryId,
        locker_id: row.lockerId,
        uniform_code: row.uniformCode,
        size: row.size,
        qty: row.qty,
        product_status:
          EMPLOYEE_PRODUCT_STATUS_LABELS[row.productStatus as EmployeeProductStatus] ?? row.productStatus,
        other_info: row.otherInfo,
        note: row.note,
      })),
    ),
  };
}

function employeeProductsWorkbook(table: { headers: string[]; rows: Array<Array<string | number>> }) {
  // Strings go in as text cells (a spreadsheet would read '007' as 7 from CSV); formulas are neutralised.
  const rows = table.rows.map((row) =>
    row.map((value) => (typeof value === 'number' ? value : neutraliseCsvCell(value))),
  );
  return xlsxBuffer([{ name: 'Employees', rows: [table.headers, ...rows] }]);
}

/**
 * GET /api/orders/{id}/employee_products/export.xlsx: the order's employees as a workbook (spec 03 section 2.4:
 * no id column, no column empty on every row, text kept as text so staff ids keep their leading zeros).
 */
export async function exportEmployeeProducts(db: Database, scope: OrderScope, orderUuid: string) {
  const found = await findOrderByUuid(db, scope, orderUuid);
  if (!found) throw notFound('Order');
  const table = await employeeProductTableOf(db, found.order.id);
  return {
    fileName: `order-${found.order.uid}-employees.xlsx`,
    bytes: await employeeProductsWorkbook(table),
  };
}

/**
 * A paperwork zip's namelists of an order the caller was allowed (checked by the caller): its employees as
 * CSV (with a byte order mark, cells neutralised) and as the export's workbook; none when it has no name list.
 */
export async function nameListFilesOfOrder(db: Database, order: { id: number; uid: string }) {
  const table = await employeeProductTableOf(db, order.id);
  if (table.isEmpty) return [];
  return [
    {
      name: `namelist-${order.uid}.csv`,
      bytes: Buffer.from(`\uFEFF${formatCsv([table.headers, ...table.rows])}`, 'utf8'),
    },
    { name: `namelist-${order.uid}.xlsx`, bytes: await employeeProductsWorkbook(table) },
  ];
}

/** The delivery orders of an order the caller was allowed (checked by the caller), one parcel's PDF at a time. */
export async function* deliveryOrderPdfsOfOrder(
  db: Database,
  row: { order: { id: number; uuid: string; uid: string; shipAddress: unknown }; companyName: string },
  timeZone: string,
) {
  const lines = (await findOrderItems(db, row.order.id)).map(toShippableLine);
  yield* renderDeliveryOrdersOfOrder(
    db,
    {
      id: row.order.id,
      uuid: row.order.uuid,
      uid: row.order.uid,
      companyName: row.companyName,
      shipAddress: (row.order.shipAddress as Record<string, unknown> | null) ?? null,
      timeZone,
    },
    lines,
    await findLocationPaperwork(db, row.order.id),
  );
}

/** GET /api/admin/orders/{id}/locations/{locationId}/packing_sheet: one location's packing sheet PDF. */
export async function packingSheetOf(
  db: Database,
  orderUuid: string,
  locationUuid: string,
  timeZone: string,
) {
  const row = await findOrderByUuid(db, PROVIDER, orderUuid);
  if (!row) throw notFound('Order');
  const found = await findLocationWithPieces(db, row.order.id, locationUuid);
  if (!found) throw notFound('Location');
  const lines = (await findOrderItems(db, row.order.id)).map(toShippableLine);
  return renderLocationPackingSheet(
    { uid: row.order.uid, companyName: row.companyName, timeZone },
    lines,
    found.location,
    found.takes,
  );
}
