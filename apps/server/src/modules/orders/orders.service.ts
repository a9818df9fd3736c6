import { Readable } from 'node:stream';
import type { Address } from '@livery/api-schemas/addresses';
import type {
  CreatedOrder,
  CreateOrderBody,
  OrderResponse,
  OrderSummary,
  OrdersExportQuery,
} from '@livery/api-schemas/orders';
import { toEntitlementExcessJson } from '@livery/api-schemas/orders';
import { calendarDay, calendarYear, DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { formatCsvCell } from '@livery/domain/csv-cell';
import { lineProductStatus } from '@livery/domain/line-product-status';
import { formatMoneyWithCode } from '@livery/domain/money';
import { isHeldForCompanyApproval } from '@livery/domain/order-approval';
import { ORDER_EXPORT_HEADERS, orderExportCells } from '@livery/domain/order-export';
import {
  canTransitionOrder,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TIMESTAMP,
  type OrderStatus,
  PARCEL_STATUSES,
} from '@livery/domain/order-status';
import { orderUpdateRecipients } from '@livery/domain/order-update-recipients';
import type { EmployeeProductStatus } from '@livery/domain/shipment-rules';
import { describeQuantities, orderBySizes } from '@livery/domain/size-order';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { useRequestVersions } from '../../db/reference-cache.ts';
import type { EmployeeRow } from '../../db/schema.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { xlsxStream } from '../../spreadsheets/xlsx-writer.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { findAddressesOfCompanyByIds, toAddressJson } from '../addresses/addresses.service.ts';
import {
  findOrderPoAttachment,
  listOrderAttachments,
  moveCartAttachmentsToOrder,
  removeOrderAttachment,
  saveCartAttachments,
  toAttachmentJson,
  type UploadedFile,
} from '../attachments/attachments.service.ts';
import { arrangeCart, returnUnorderedLines, takeCartForCheckout } from '../cart/cart.service.ts';
import { catalogueImageLink } from '../catalogue/catalogue.service.ts';
import { providerSettingsOf } from '../console-settings/console-settings.service.ts';
import { useDiscountCode } from '../discounts/discounts.service.ts';
import { recordOrderedEmployees } from '../employees/employees.service.ts';
import { claimIdempotencyKeyOrReplay, storeIdempotentAnswer } from '../idempotency/idempotency.service.ts';
import { topUpInventoriesFromOrder } from '../inventories/inventories.service.ts';
import { checkCreditForApproval, creditOfOrder, toCreditHoldJson } from '../invoices/credit-terms.service.ts';
import {
  INVOICE_MAIL_LINK_LIFETIME_DAYS,
  invoiceUrl,
  invoiceUrlsOfOrders,
  issueInvoiceForOrder,
  payStatusOfOrder,
  voidInvoiceOfCancelledOrder,
} from '../invoices/invoices.service.ts';
import { giveBackOrderUses } from '../programmes/entitlement-uses.ts';
import { listShippingLogs, type ShippableLine, toDeliveryOrderLink } from '../shipments/shipments.service.ts';
import { gstRateForCountry } from '../taxes/taxes.service.ts';
import { hasJoinedTeam } from '../teams/teams.service.ts';
import { emitOrderStatusChanged } from '../webhooks/webhook-events.ts';
import { findShipmentDestinations, listOrderAddresses } from './order-locations.ts';
import { mailApprovedByProvider, mailOrderCompleted } from './order-mails.ts';
import { runAfterOrderMove, runBeforeOrderMove } from './order-transition-hooks.ts';
import {
  type ExportCursor,
  findGarmentStatusesOfLines,
  findOrderById,
  findOrderByUuid,
  findOrderCreator,
  findOrderItems,
  findOrderLogs,
  findOrdersByUuids,
  findOrdersExportBatch,
  findOrdersPage,
  findQuotationOfOrder,
  insertOrderLog,
  namesOnlyOwnRecords,
  type OrderFilter,
  type OrderItemRow,
  type OrderScope,
  type OrderSummaryFields,
  type OrderSummaryRow,
  updateOrder,
  withJoinedTeams,
} from './orders.repository.ts';
import { type NewLineEmployee, orderLineValues, placeOrder, prepareOrderNumbers } from './place-order.ts';

function customerScope(user: CurrentUser): OrderScope {
  return { kind: 'customer', userId: user.id, companyId: user.companyId };
}

/** A list's scope: the joined teams the session read brought, so the list does not read them again. */
function customerListScope(user: CurrentUser): OrderScope {
  return { kind: 'customer', userId: user.id, companyId: user.companyId, teamIds: user.teamIds };
}

/** An employee's garment row from a roster row: text fields as sent, tags from the tag columns. */
function toEmployeeProduct(employee: EmployeeRow, fallbackSize: string): NewLineEmployee {
  const text = (key: string) => {
    const value = employee[key];
    return value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();
  };
  const columnTags = Object.keys(employee)
    .filter((key) => /^tag_\d+$/.test(key))
    .sort()
    .flatMap((key) => (text(key) ? [text(key)!] : []));
  // A normalised line may carry its tags as one comma-separated name_tags value instead.
  const listedTags = (text('name_tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const tags = [...columnTags, ...listedTags];
  const quantity = Number(employee.qty ?? 1);
  return {
    staffId: text('staff_id') ?? '',
    name: text('name') ?? '',
    nametag: text('nametag'),
    sex: text('sex'),
    department: text('department'),
    costCenter: text('cost_center'),
    position: text('position'),
    laundryId: text('laundry_id'),
    lockerId: text('locker_id'),
    uniformCode: text('uniform_code'),
    size: text('size') ?? fallbackSize,
    qty: Number.isInteger(quantity) && quantity >= 0 ? quantity : 1,
    otherInfo: text('other_info'),
    note: text('note'),
    tags,
  };
}

/**
 * Checks out the caller's cart in one transaction: locks the cart lines, prices them from the catalogue,
 * ships each sub-cart with its chosen service, counts the discount code's use with a guarded update,
 * writes the order with its lines, employee rows and attachments, and takes the ordered lines out of
 * the cart. A second submit of the same cart finds nothing left to order; a retry under the same
 * Idempotency-Key gets the first submit's answer, stored in the same transaction.
 */
export async function createOrder(
  db: Database,
  user: CurrentUser,
  body: CreateOrderBody,
  options: { publicUrl?: string; idempotencyKey?: string; timeZone?: string } = {},
) {
  const isQuote = body.status === 'order_quotes';
  const reference = body.reference?.trim() || null;

  const keyed = options.idempotencyKey
    ? { userId: user.id, key: options.idempotencyKey, operation: 'POST /api/orders', body }
    : undefined;
  // The number's year is the provider's: an order placed on 1 Jan in Singapore is the new year's.
  const year = calendarYear(new Date(), options.timeZone ?? DEFAULT_TIME_ZONE);
  await prepareOrderNumbers(db, year);
  return db.transaction(async (tx) => {
    const earlier = keyed ? await claimIdempotencyKeyOrReplay<CreatedOrder>(tx, keyed) : undefined;
    if (earlier) return earlier.answer;
    // Catalogue, shipping, tax and settings rows come from the process's cache while unchanged (decision 164), at
    // the versions the session read brought after the request arrived: the checkout writes no reference table.
    await useRequestVersions(tx, db, user.referenceVersions);
    const { taken, items, discountCodeId, fileKinds } = await takeCartForCheckout(tx, user);
    if (items.length === 0) throw unprocessable(['There are no items in your cart yet.']);
    const teamId = body.team_id;
    if (!teamId || !(await hasJoinedTeam(tx, user, teamId))) throw unprocessable(['Select a team']);
    const addresses = await findAddressesOfCompanyByIds(
      tx,
      user.companyId,
      [body.ship_add_id, body.bill_add_id].filter((id) => id !== undefined && id !== null),
    );
    const shipAddress = body.ship_add_id ? addresses.get(body.ship_add_id) : undefined;
    // Another company's address is not found, like every record outside the caller's company.
    if (body.ship_add_id && !shipAddress) throw notFound('Address');
    const billAddress = body.bill_add_id ? addresses.get(body.bill_add_id) : undefined;
    if (body.bill_add_id && !billAddress) throw notFound('Address');
    // Every cart line is goods shipped from its origin, and no fee is known without a destination, so
    // leaving the address out never waives shipping (decision 39).
    if (!shipAddress) throw unprocessable(['Select Shipping Address']);
    if (!billAddress) throw unprocessable(['Select Billing Address']);
    const arranged = await arrangeCart(tx, items, shipAddress.countryCode);
    const ordered = arranged.subkarts.flatMap((subkart) => subkart.items.map((item) => ({ item, subkart })));
    if (ordered.length === 0) {
      throw unprocessable(['None of the items in your cart can ship to the selected destination.']);
    }
    if (!isQuote && !reference && !fileKinds.includes('po')) {
      throw unprocessable(['Enter a PO reference (NA if not applicable)']);
    }

    const discountCode = discountCodeId
      ? await useDiscountCode(tx, discountCodeId, options.timeZone ?? DEFAULT_TIME_ZONE)
      : undefined;
    const gstRatePercent = await gstRateForCountry(tx, shipAddress.countryCode);
    const order = await placeOrder(tx, {
      year,
      day: calendarDay(new Date(), options.timeZone ?? DEFAULT_TIME_ZONE),
      placedBy: user,
      order: {
        companyId: user.companyId,
        teamId,
        orderStatus: body.status,
        reference,
        poNumber: reference,
        shipAddress: toAddressJson(shipAddress),
        billAddress: toAddressJson(billAddress),
        currencySymbol: ordered[0]!.item.product.currencySymbol,
        currency: ordered[0]!.item.product.currency,
      },
      charges: { shippingFee: arranged.shipping, discountCode, gstRatePercent },
      lines: ordered.map(({ item, subkart }) => {
        const sizes = Object.keys(item.row.qtyOptions);
        return {
          values: orderLineValues(item, subkart),
          employees: item.row.employees.map((employee) =>
            toEmployeeProduct(employee, sizes.length === 1 ? sizes[0]! : ''),
          ),
        };
      }),
      log: {
        title: isQuote ? 'Quotation requested' : 'Order placed',
        message: `${user.name || user.email} ${isQuote ? 'asked for a quotation' : 'submitted the order request'}.`,
      },
      followsApprovalRule: true,
      publicUrl: options.publicUrl ?? '',
      timeZone: options.timeZone,
    });
    if (ordered.some(({ item }) => item.row.employees.length > 0)) await recordOrderedEmployees(tx, order.id);
    if (fileKinds.length > 0) await moveCartAttachmentsToOrder(tx, user, order.id);
    await returnUnorderedLines(tx, user, {
      taken,
      orderedIds: ordered.map(({ item }) => item.row.id),
      usedDiscountCodeId: discountCodeId,
    });
    const created: CreatedOrder = { uuid: order.uuid, uid: order.uid, redirect_url: `/orders/${order.uuid}` };
    if (keyed) await storeIdempotentAnswer(tx, keyed, created);
    return created;
  });
}

/** What a summary shows beside the order row: its PO documents, parcels' delivery orders and invoice link. */
interface OrderSummaryExtras {
  poAttachments: OrderSummary['po_attachments'];
  deliveryOrders: OrderSummary['delivery_orders'];
  invoiceUrl: string | null;
}

function toOrderSummaryJson(row: OrderSummaryFields, extras: OrderSummaryExtras): OrderSummary {
  const { order } = row;
  return {
    id: order.id,
    uuid: order.uuid,
    uid: order.uid,
    created_at: order.createdAt.toISOString(),
    order_status: order.orderStatus,
    order_type: order.orderType as OrderSummary['order_type'],
    po_number: order.poNumber,
    reference: order.reference,
    team_id: order.teamId,
    team_name: row.teamName,
    user_name: row.userName,
    company_name: row.companyName,
    total: order.total,
    currency: order.currency,
    currency_symbol: order.currencySymbol,
    order_approval_needed: order.orderApprovalNeeded,
    ship_status: order.shipStatus,
    po_attachments: extras.poAttachments,
    delivery_orders: extras.deliveryOrders,
    invoice_url: extras.invoiceUrl,
    recurring_order_uid: order.recurringOrderUid,
    is_multilocation_shipping_order: order.isMultilocationShippingOrder,
  };
}

/** An order line as the shipments module reads it. */
export function toShippableLine({ item, sizes }: OrderItemRow): ShippableLine {
  return {
    id: item.id,
    uuid: item.uuid,
    title: item.title,
    qtyOptions: item.qtyOptions,
    totalQty: item.totalQty,
    sizes,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The order as the API sends it; `forProvider` adds each line's print faces (never the files' keys). */
export async function toOrderResponse(
  db: Database,
  row: OrderSummaryRow,
  secretKey: string,
  forProvider = false,
): Promise<OrderResponse> {
  const { order } = row;
  const [items, logs, files, quotation, invoiceUrls, payStatus, orderAddresses, garmentStatuses, credit] =
    await Promise.all([
      findOrderItems(db, order.id),
      findOrderLogs(db, order.id),
      listOrderAttachments(db, secretKey, order.id),
      findQuotationOfOrder(db, order.id),
      invoiceUrlsOfOrders(db, secretKey, [order.id]),
      payStatusOfOrder(db, order.id),
      listOrderAddresses(db, order.id),
      findGarmentStatusesOfLines(db, order.id),
      creditOfOrder(db, order),
    ]);
  const statusesOfLine = (itemId: number) =>
    garmentStatuses
      .filter((row) => row.orderItemId === itemId)
      .map((row) => row.productStatus as EmployeeProductStatus);
  const shippingLogs = await listShippingLogs(
    db,
    order,
    items.map(toShippableLine),
    forProvider ? '/api/admin' : '/api',
    secretKey,
    await findShipmentDestinations(db, order.id),
  );
  return {
    order: {
      ...toOrderSummaryJson(row, {
        poAttachments: files.po,
        deliveryOrders: shippingLogs.map((log) => ({
          delivery_order_id: log.delivery_order_id,
          url: log.delivery_order_url,
          location_name: log.location?.name ?? null,
        })),
        invoiceUrl: invoiceUrls.get(order.id) ?? null,
      }),
      subscribed_email: order.subscribedEmail,
      subtotal: order.subtotal,
      total_surcharge: order.totalSurcharge,
      discount: order.discount,
      shipping_fee: order.shippingFee,
      additional_fees: order.additionalFees,
      gst_rate: order.gstRate,
      gst: order.gst,
      quotation_uid: quotation?.uid ?? null,
      quoted_from: quotation
        ? { uid: quotation.uid, version: quotation.version, lines: quotation.lines ?? [] }
        : null,
      approved_at: iso(order.approvedAt),
      processed_at: iso(order.processedAt),
      in_progress_at: iso(order.inProgressAt),
      ready_at: iso(order.readyAt),
      shipped_at: iso(order.shippedAt),
      completed_at: iso(order.completedAt),
      cancelled_at: iso(order.cancelledAt),
      shipadd: (order.shipAddress as Address | null) ?? null,
      billadd: (order.billAddress as Address | null) ?? null,
      discount_code: order.discountCode,
      other_attachments: files.other,
      order_approval_needed: order.orderApprovalNeeded,
      company_approved_at: iso(order.companyApprovedAt),
      ship_status: order.shipStatus,
      cancel_reason: order.cancelReason,
      entitlement_excess: toEntitlementExcessJson(order.entitlementExcess),
      shipping_logs: shippingLogs,
      pay_status: payStatus,
      payment_days: credit.paymentDays,
      credit_hold: toCreditHoldJson(credit.hold),
    },
    items: [
      {
        name: 'Your Items',
        items: items.map(({ item, savedProductUuid, inventoryUuid, sizes, hasNameList }) => ({
          id: item.id,
          uuid: item.uuid,
          title: item.title,
          thumb_front: item.thumbUrl ? catalogueImageLink(secretKey, item.thumbUrl) : null,
          qtys: describeQuantities(item.qtyOptions, sizes),
          qty_options: Object.fromEntries(orderBySizes(item.qtyOptions, sizes)),
          total_qty: item.totalQty,
          apparel_color: item.apparelColor,
          unit_price: item.unitPrice,
          surcharge: item.surcharge,
          amount: item.amount,
          saved_product_uuid: savedProductUuid,
          is_contain_namelist: hasNameList,
          currency: order.currency,
          currency_symbol: order.currencySymbol,
          origin_country: item.originCountry,
          shipping_service: item.shippingService,
          lead_time: item.leadTime,
          due_date: item.dueDate,
          ...(forProvider ? { print_faces: Object.keys(item.printFiles) } : {}),
          product_status: lineProductStatus(statusesOfLine(item.id)),
          is_contain_rfid_tag: hasNameList,
          inventory_uuid: inventoryUuid,
        })),
      },
    ],
    logs: logs.map((log) => ({
      title: log.title,
      message: log.message,
      created_at: log.createdAt.toISOString(),
    })),
    order_addresses: orderAddresses,
  };
}

/** The list's filters as the API takes them (the console's add a company). */
type FilterQuery = Omit<OrdersExportQuery, 'status' | 'team_ids' | 'saved_product_ids' | 'product_id'> & {
  status?: OrderStatus[];
  team_ids?: number[];
  saved_product_ids?: string[];
  product_id?: string[];
  company_id?: number;
};
type ListQuery = FilterQuery & { page: number; per_page: number };

/**
 * The list filters of a query, paging aside (also the provider's counts per status and the exports). A member
 * is a membership of the one chosen team, as in the report: choosing one needs exactly one team.
 */
export function toOrderFilter(query: FilterQuery): OrderFilter {
  const teamIds = [...new Set([...(query.team_ids ?? []), ...(query.team_id ? [query.team_id] : [])])];
  const savedProductUuids = [...new Set([...(query.saved_product_ids ?? []), ...(query.product_id ?? [])])];
  if (query.user_id !== undefined && teamIds.length !== 1) {
    throw unprocessable(['Choose one team to filter by a member']);
  }
  return {
    keyword: query.keyword?.trim() || undefined,
    statuses: query.status?.length ? query.status : undefined,
    teamIds: teamIds.length > 0 ? teamIds : undefined,
    companyId: query.company_id,
    member:
      query.user_id !== undefined && teamIds[0] !== undefined
        ? { teamId: teamIds[0], membershipId: query.user_id }
        : undefined,
    savedProductUuids: savedProductUuids.length > 0 ? savedProductUuids : undefined,
    fromDate: query.from_date,
    toDate: query.to_date,
  };
}

/**
 * A page of orders with their PO documents, delivery orders and invoice links, all read with the page's rows (never
 * one query per order), so a page of 100 costs what a page of 2 does; the links are signed here.
 */
export async function listOrdersIn(db: Database, scope: OrderScope, query: ListQuery, secretKey: string) {
  const { rows, totalCount } = await findOrdersPage(db, scope, {
    ...toOrderFilter(query),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const pathPrefix = scope.kind === 'provider' ? '/api/admin' : '/api';
  const now = new Date();
  return {
    orders: rows.map((row) =>
      toOrderSummaryJson(row, {
        poAttachments: row.poFiles.map((file) => toAttachmentJson(secretKey, file)),
        deliveryOrders: row.parcels.map((parcel) =>
          toDeliveryOrderLink(pathPrefix, row.order, parcel, secretKey, now),
        ),
        invoiceUrl: row.invoiceUuid ? invoiceUrl(secretKey, row.invoiceUuid, now).url : null,
      }),
    ),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

export function listOrders(db: Database, user: CurrentUser, query: ListQuery, secretKey: string) {
  return listOrdersIn(db, customerListScope(user), query, secretKey);
}

/** Orders read per query while exporting: memory stays flat however many match. */
export const ORDER_EXPORT_BATCH_SIZE = 1000;

/** Every order the caller's list shows under the filters, newest first, a keyset batch at a time. */
async function* exportedOrders(db: Database, given: OrderScope, filter: OrderFilter, timeZone: string) {
  const scope = await withJoinedTeams(db, given);
  let after: ExportCursor | undefined;
  for (;;) {
    const batch = await findOrdersExportBatch(db, scope, filter, { limit: ORDER_EXPORT_BATCH_SIZE, after });
    for (const row of batch) yield orderExportCells({ ...row, createdAt: row.createdAtText }, timeZone);
    const last = batch.at(-1);
    if (!last || batch.length < ORDER_EXPORT_BATCH_SIZE) return;
    after = { createdAtText: last.createdAtText, id: last.id };
  }
}

/** The CSV of the orders as a stream: a byte order mark and header row, then one line per order. */
function ordersCsvStream(rows: AsyncIterable<Array<string | number>>): Readable {
  async function* lines() {
    yield `\uFEFF${ORDER_EXPORT_HEADERS.map(formatCsvCell).join(',')}\r\n`;
    for await (const cells of rows) yield `${cells.map(formatCsvCell).join(',')}\r\n`;
  }
  return Readable.from(lines());
}

/** The orders as a workbook, written row by row as the export's batches arrive. */
function ordersXlsxStream(rows: AsyncIterable<Array<string | number>>): Readable {
  async function* withHeaders() {
    yield [...ORDER_EXPORT_HEADERS];
    yield* rows;
  }
  return xlsxStream([{ name: 'Orders', rows: withHeaders() }]);
}

/**
 * Spec 03 section 2.2 Export: the caller's orders under the list's filters, paging aside, as CSV or XLSX.
 * The filters are checked before the answer starts, so a bad one is a 422, not a broken download. Its days
 * (each order's date, and today's in the file name) are the provider's (`timeZone`).
 */
export async function exportOrders(
  db: Database,
  user: CurrentUser,
  query: FilterQuery,
  format: 'csv' | 'xlsx',
  timeZone: string,
  today = calendarDay(new Date(), timeZone),
) {
  // The joined teams are read once, for the check below and for every batch.
  const scope = await withJoinedTeams(db, {
    kind: 'customer' as const,
    userId: user.id,
    companyId: user.companyId,
  });
  const filter = toOrderFilter(query);
  // A download names only the caller's teams, members and products: any other id is not found, as everywhere
  // (an empty file would differ from another empty file only by the seconds a workbook is stamped with).
  if (!(await namesOnlyOwnRecords(db, scope, filter))) throw notFound('Filter');
  const rows = exportedOrders(db, scope, filter, timeZone);
  return format === 'csv'
    ? {
        fileName: `orders-${today}.csv`,
        contentType: 'text/csv; charset=utf-8',
        stream: ordersCsvStream(rows),
      }
    : {
        fileName: `orders-${today}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: ordersXlsxStream(rows),
      };
}

/** An order the caller's list shows (their company's, of a team they joined), or 404. */
export async function findVisibleOrder(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  uuid: string,
  forUpdate = false,
) {
  const row = await findOrderByUuid(db, customerScope(user), uuid, forUpdate);
  if (!row) throw notFound('Order');
  return row.order;
}

/**
 * Every order of those ids (uuids or order numbers, as the billing list shows both) that the caller's list shows
 * (their company's, of a team they joined), oldest first, each once; 404 when any is not, like every id-taking call.
 */
export async function findVisibleOrders(db: Database, user: CurrentUser, ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => (id.startsWith('LV-') ? id : id.toLowerCase())))];
  const uids = wanted.filter((id) => id.startsWith('LV-'));
  const uuids = wanted.filter((id) => !id.startsWith('LV-'));
  const rows = await findOrdersByUuids(db, customerScope(user), uuids, uids);
  const isFound = (id: string) => rows.some(({ order }) => order.uuid === id || order.uid === id);
  if (!wanted.every(isFound)) throw notFound('Order');
  return rows;
}

/** POST /api/po_attachments with an order_id: PO documents straight onto an order the caller sees. */
export async function attachOrderPoFiles(
  db: Database,
  files: FileStore,
  secretKey: string,
  user: CurrentUser,
  uuid: string,
  uploads: UploadedFile[],
) {
  const order = await findVisibleOrder(db, user, uuid);
  const saved = await saveCartAttachments(db, files, secretKey, user, 'po', uploads, order.id);
  await insertOrderLog(db, {
    orderId: order.id,
    title: 'PO documents added',
    message: `${user.name || user.email} added ${saved.map((file) => file.name).join(', ')}.`,
  });
  return saved;
}

/**
 * DELETE /api/po_attachments for a file already on an order: removed when the caller sees that order; a file
 * of an order they cannot see is not found, like the order itself.
 */
export async function removeOrderPoFile(db: Database, files: FileStore, user: CurrentUser, id: number) {
  const file = await findOrderPoAttachment(db, id);
  const order = file ? await findOrderById(db, customerScope(user), file.orderId) : undefined;
  if (!file || !order) throw notFound('Attachment');
  await removeOrderAttachment(db, files, file.id);
  await insertOrderLog(db, {
    orderId: order.id,
    title: 'PO document removed',
    message: `${user.name || user.email} removed ${file.name}.`,
  });
}

export async function getOrder(
  db: Database,
  user: CurrentUser,
  uuid: string,
  secretKey: string,
): Promise<OrderResponse> {
  const row = await findOrderByUuid(db, customerScope(user), uuid);
  if (!row) throw notFound('Order');
  return toOrderResponse(db, row, secretKey);
}

/** Provider console: one order of any company, with the faces each line has print files for. */
export async function getOrderForProvider(db: Database, uuid: string, secretKey: string) {
  const row = await findOrderByUuid(db, { kind: 'provider' }, uuid);
  if (!row) throw notFound('Order');
  return toOrderResponse(db, row, secretKey, true);
}

/** Whose orders a caller sees: provider staff every order, a customer their company's orders of joined teams. */
export function orderScopeOf(user: CurrentUser): OrderScope {
  return user.role === 'provider' ? { kind: 'provider' } : customerListScope(user);
}

/** An order the caller may see (provider staff: any; a customer: their list's), with its team and creator, or 404. */
export async function findOrderSeenBy(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const row = await findOrderByUuid(db, orderScopeOf(user), uuid);
  if (!row) throw notFound('Order');
  return row;
}

/**
 * Whose orders the caller sees, as values: undefined for provider staff (every order); a customer's company and
 * joined teams (read when the session did not bring them).
 */
export async function seenOrdersScope(db: DatabaseOrTransaction, user: CurrentUser) {
  const scope = await withJoinedTeams(db, orderScopeOf(user));
  return scope.kind === 'customer' ? { companyId: scope.companyId, teamIds: scope.teamIds ?? [] } : undefined;
}

/** Who is told of the order's progress: its creator and the subscribed address (decision: order updates). */
export async function orderUpdateAddresses(
  db: DatabaseOrTransaction,
  order: { userId: number; subscribedEmail: string | null },
) {
  const creator = await findOrderCreator(db, order.userId);
  return orderUpdateRecipients(creator.email, order.subscribedEmail);
}

/** Provider console: every company's orders. */
export function listAllOrders(db: Database, query: ListQuery, secretKey: string) {
  return listOrdersIn(db, { kind: 'provider' }, query, secretKey);
}

const TIMESTAMP_COLUMN = {
  approved_at: 'approvedAt',
  processed_at: 'processedAt',
  in_progress_at: 'inProgressAt',
  ready_at: 'readyAt',
  shipped_at: 'shippedAt',
  completed_at: 'completedAt',
  cancelled_at: 'cancelledAt',
} as const;

/** Provider staff move an order one step along the status table; the step's timestamp and a log are written. */
export async function transitionOrder(
  db: Database,
  staff: CurrentUser,
  uuid: string,
  to: OrderStatus,
  secretKey = '',
  options: { reason?: string; publicUrl?: string; timeZone?: string; beyondCreditLimit?: boolean } = {},
) {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const moved = await db.transaction(async (tx) => {
    const row = await findOrderByUuid(tx, { kind: 'provider' }, uuid, true);
    if (!row) throw notFound('Order');
    const from = row.order.orderStatus;
    if ((PARCEL_STATUSES as readonly string[]).includes(to)) {
      throw new AppError(
        'conflict',
        'An order becomes Shipped when its parcels hold every piece: record the parcels (Ship) instead.',
      );
    }
    if (!canTransitionOrder(from, to)) {
      throw new AppError(
        'conflict',
        `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}.`,
      );
    }
    if (isHeldForCompanyApproval({ order_approval_needed: row.order.orderApprovalNeeded }, to)) {
      throw new AppError('conflict', 'This order waits for approval by a person in charge of the company.');
    }
    await runBeforeOrderMove(tx, row.order, to);
    const reason = options.reason?.trim();
    if (to === 'order_cancelled' && !reason) throw unprocessable(['Enter the reason for cancelling']);
    const beyondHold =
      to === 'order_approved'
        ? await checkCreditForApproval(
            tx,
            { ...row.order, companyName: row.companyName },
            options.beyondCreditLimit ?? false,
          )
        : null;
    const timestampKey = ORDER_STATUS_TIMESTAMP[to];
    const now = new Date();
    const updated = await updateOrder(tx, row.order.id, {
      orderStatus: to,
      ...(timestampKey ? { [TIMESTAMP_COLUMN[timestampKey]]: now } : {}),
      ...(to === 'order_cancelled' ? { cancelReason: reason } : {}),
    });
    await insertOrderLog(tx, {
      orderId: row.order.id,
      title: `Order ${ORDER_STATUS_LABELS[to]}`,
      message:
        to === 'order_cancelled'
          ? `${staff.name || 'The provider'} cancelled the order: ${reason}`
          : `${staff.name || 'The provider'} marked the order ${ORDER_STATUS_LABELS[to].toLowerCase()}${
              beyondHold
                ? `, beyond the company's credit limit of ${formatMoneyWithCode(beyondHold.creditLimit, row.order.currency)} (${formatMoneyWithCode(beyondHold.owedAfter, row.order.currency)} owed with this order)`
                : ''
            }.`,
    });
    await emitOrderStatusChanged(tx, updated, from);
    await runAfterOrderMove(tx, row.order, from, to);
    if (to === 'order_cancelled') {
      await voidInvoiceOfCancelledOrder(tx, row.order.id, staff.id, reason ?? '', now);
      // What its garments used of their employees' entitlements is theirs again (issue 25 item 2).
      await giveBackOrderUses(tx, row.order.id);
    }
    if (to === 'order_completed') {
      const creator = await findOrderCreator(tx, row.order.userId);
      for (const to of orderUpdateRecipients(creator.email, updated.subscribedEmail))
        await mailOrderCompleted(tx, options.publicUrl ?? '', updated, to);
      const lines = await findOrderItems(tx, row.order.id);
      await topUpInventoriesFromOrder(
        tx,
        row.order,
        lines.map(({ item, sizes }) => ({
          inventoryId: item.inventoryId,
          qtyOptions: item.qtyOptions,
          sizes,
        })),
        staff.id,
      );
    }
    if (to === 'order_approved') {
      // The invoice is issued in the approval's transaction: both happen, or neither.
      const lines = await findOrderItems(tx, row.order.id);
      const invoice = await issueInvoiceForOrder(
        tx,
        { ...updated, companyName: row.companyName, billAddress: updated.billAddress ?? null },
        lines.map(({ item, sizes }) => ({
          title: item.title,
          apparelColor: item.apparelColor,
          qtyOptions: item.qtyOptions,
          sizes,
          totalQty: item.totalQty,
          unitPrice: item.unitPrice,
          surcharge: item.surcharge,
          amount: item.amount,
        })),
        now,
        timeZone,
      );
      const { bank } = await providerSettingsOf(tx);
      const link = invoiceUrl(secretKey, invoice.uuid, now, INVOICE_MAIL_LINK_LIFETIME_DAYS * 24 * 60 * 60);
      const payment = {
        invoiceNumber: invoice.number,
        dueOn: calendarDay(invoice.dueAt, timeZone),
        paymentDays: Math.round((invoice.dueAt.getTime() - invoice.issuedAt.getTime()) / 86_400_000),
        total: invoice.total,
        currency: invoice.currency,
        invoiceUrl: `${options.publicUrl ?? ''}${link.url}`,
        invoiceUrlDays: INVOICE_MAIL_LINK_LIFETIME_DAYS,
        poNumber: updated.poNumber,
        bank,
      };
      const creator = await findOrderCreator(tx, row.order.userId);
      for (const to of orderUpdateRecipients(creator.email, updated.subscribedEmail))
        await mailApprovedByProvider(tx, options.publicUrl ?? '', updated, to, payment);
    }
    return { ...row, order: updated };
  });
  // Read after the commit, on the pool: one transaction's client cannot run the detail's reads side by side.
  return toOrderResponse(db, moved, secretKey, true);
}

/** Writes an entry of the order's log (the activity feed and the conversation show it): other modules' events. */
export function logOrderEvent(
  db: DatabaseOrTransaction,
  orderId: number,
  entry: { title: string; message: string; itemNames?: string[] },
) {
  return insertOrderLog(db, {
    orderId,
    title: entry.title,
    message: entry.message,
    itemNames: entry.itemNames ?? [],
  });
}
