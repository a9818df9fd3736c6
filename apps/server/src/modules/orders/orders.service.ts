import type { Address } from '@livery/api-schemas/addresses';
import type { CreateOrderBody, OrderResponse, OrderSummary } from '@livery/api-schemas/orders';
import { cartTotals } from '@livery/domain/cart-totals';
import { cents, ZERO_CENTS } from '@livery/domain/money';
import {
  canTransitionOrder,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TIMESTAMP,
  type OrderStatus,
} from '@livery/domain/order-status';
import type { Database } from '../../db/database.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import { findAddressOfCompany, toAddressJson } from '../addresses/addresses.service.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { emptyCart, takeCartForCheckout } from '../cart/cart.service.ts';
import { gstRateForCountry } from '../taxes/taxes.service.ts';
import { findTeamOfMember } from '../teams/teams.service.ts';
import {
  findOrderByUuid,
  findOrderItems,
  findOrderLogs,
  findOrdersPage,
  insertOrder,
  insertOrderItems,
  insertOrderLog,
  nextOrderNumber,
  type OrderScope,
  type OrderSummaryRow,
  updateOrder,
} from './orders.repository.ts';

function customerScope(user: CurrentUser): OrderScope {
  return { kind: 'customer', userId: user.id, companyId: user.companyId };
}

function formatOrderUid(year: number, number: number): string {
  return `LV-${year}-${String(number).padStart(6, '0')}`;
}

/**
 * Checks out the caller's cart: one transaction locks the cart lines, prices them from the catalogue,
 * writes the order with its lines and empties the cart. A second submit of the same cart finds it empty.
 */
export async function createOrder(db: Database, user: CurrentUser, body: CreateOrderBody) {
  const isQuote = body.status === 'order_quotes';
  const reference = body.reference?.trim() || null;
  if (!isQuote && !reference) throw unprocessable(['Enter a PO reference (NA if not applicable)']);

  return db.transaction(async (tx) => {
    const items = await takeCartForCheckout(tx, user);
    if (items.length === 0) throw unprocessable(['There are no items in your cart yet.']);
    const team = await findTeamOfMember(tx, user.id, body.team_id);
    if (!team) throw unprocessable(['Select a team']);
    const billAddress = await findAddressOfCompany(tx, user.companyId, body.bill_add_id);
    if (!billAddress) throw unprocessable(['Select Billing Address']);
    const shipAddress = body.ship_add_id
      ? await findAddressOfCompany(tx, user.companyId, body.ship_add_id)
      : undefined;
    if (body.ship_add_id && !shipAddress) throw unprocessable(['Select Shipping Address']);

    const gstRate = await gstRateForCountry(tx, (shipAddress ?? billAddress).countryCode);
    const totals = cartTotals({
      subtotal: cents(items.reduce((sum, item) => sum + item.amount, 0)),
      shipping: ZERO_CENTS,
      discount: ZERO_CENTS,
      gstRatePercent: gstRate,
    });
    const year = new Date().getUTCFullYear();
    const uid = formatOrderUid(year, await nextOrderNumber(tx, year));
    const order = await insertOrder(tx, {
      uid,
      companyId: user.companyId,
      teamId: team.teamId,
      userId: user.id,
      orderStatus: body.status,
      reference,
      poNumber: reference,
      shipAddress: shipAddress ? toAddressJson(shipAddress) : null,
      billAddress: toAddressJson(billAddress),
      currencySymbol: items[0]!.product.currencySymbol,
      subtotal: totals.subtotal,
      totalSurcharge: items.reduce((sum, item) => sum + item.surcharge, 0),
      discount: totals.discount,
      shippingFee: totals.shipping,
      gstRate,
      gst: totals.gst,
      total: totals.total,
    });
    await insertOrderItems(
      tx,
      items.map((item) => ({
        orderId: order.id,
        savedProductId: item.row.savedProductId,
        productId: item.row.productId,
        title: item.row.title,
        thumbUrl: item.row.thumbUrl,
        mode: item.row.mode,
        design: item.row.design,
        printFiles: item.row.printFiles,
        inventoryId: item.row.inventoryId,
        apparelColor: item.row.apparelColor,
        qtyOptions: item.row.qtyOptions,
        totalQty: item.totalQuantity,
        unitPrice: item.unitPrice,
        surcharge: item.surcharge,
        amount: item.amount,
      })),
    );
    await insertOrderLog(tx, {
      orderId: order.id,
      title: isQuote ? 'Quotation requested' : 'Order placed',
      message: `${user.name || user.email} ${isQuote ? 'asked for a quotation' : 'submitted the order request'}.`,
    });
    await emptyCart(tx, user);
    return { uuid: order.uuid, uid: order.uid, redirect_url: `/orders/${order.uuid}` };
  });
}

function toOrderSummaryJson(row: OrderSummaryRow): OrderSummary {
  const { order } = row;
  return {
    id: order.id,
    uuid: order.uuid,
    uid: order.uid,
    created_at: order.createdAt.toISOString(),
    order_status: order.orderStatus as OrderStatus,
    order_type: order.orderType as OrderSummary['order_type'],
    po_number: order.poNumber,
    reference: order.reference,
    team_id: order.teamId,
    team_name: row.teamName,
    user_name: row.userName,
    company_name: row.companyName,
    total: order.total,
    currency_symbol: order.currencySymbol,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function toOrderResponse(db: Database, row: OrderSummaryRow): Promise<OrderResponse> {
  const { order } = row;
  const [items, logs] = await Promise.all([findOrderItems(db, order.id), findOrderLogs(db, order.id)]);
  return {
    order: {
      ...toOrderSummaryJson(row),
      subtotal: order.subtotal,
      total_surcharge: order.totalSurcharge,
      discount: order.discount,
      shipping_fee: order.shippingFee,
      gst_rate: order.gstRate,
      gst: order.gst,
      approved_at: iso(order.approvedAt),
      processed_at: iso(order.processedAt),
      in_progress_at: iso(order.inProgressAt),
      ready_at: iso(order.readyAt),
      shipped_at: iso(order.shippedAt),
      completed_at: iso(order.completedAt),
      cancelled_at: iso(order.cancelledAt),
      shipadd: (order.shipAddress as Address | null) ?? null,
      billadd: (order.billAddress as Address | null) ?? null,
    },
    items: [
      {
        name: 'Your Items',
        items: items.map(({ item, savedProductUuid }) => ({
          id: item.id,
          uuid: item.uuid,
          title: item.title,
          thumb_front: item.thumbUrl,
          qtys: Object.entries(item.qtyOptions)
            .map(([size, quantity]) => `${size}: ${quantity}`)
            .join(', '),
          total_qty: item.totalQty,
          apparel_color: item.apparelColor,
          unit_price: item.unitPrice,
          surcharge: item.surcharge,
          amount: item.amount,
          saved_product_uuid: savedProductUuid,
          currency_symbol: order.currencySymbol,
        })),
      },
    ],
    logs: logs.map((log) => ({
      title: log.title,
      message: log.message,
      created_at: log.createdAt.toISOString(),
    })),
  };
}

type ListQuery = { keyword?: string; status?: string; team_id?: number; page: number; per_page: number };

async function listOrdersIn(db: Database, scope: OrderScope, query: ListQuery) {
  const { rows, totalCount } = await findOrdersPage(db, scope, {
    keyword: query.keyword?.trim() || undefined,
    statuses: query.status ? query.status.split(',').map((status) => status.trim()) : undefined,
    teamId: query.team_id,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    orders: rows.map(toOrderSummaryJson),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

export function listOrders(db: Database, user: CurrentUser, query: ListQuery) {
  return listOrdersIn(db, customerScope(user), query);
}

export async function getOrder(db: Database, user: CurrentUser, uuid: string): Promise<OrderResponse> {
  const row = await findOrderByUuid(db, customerScope(user), uuid);
  if (!row) throw notFound('Order');
  return toOrderResponse(db, row);
}

/** Provider console: every company's orders. */
export function listAllOrders(db: Database, query: ListQuery) {
  return listOrdersIn(db, { kind: 'provider' }, query);
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
export async function transitionOrder(db: Database, staff: CurrentUser, uuid: string, to: OrderStatus) {
  return db.transaction(async (tx) => {
    const row = await findOrderByUuid(tx, { kind: 'provider' }, uuid, true);
    if (!row) throw notFound('Order');
    const from = row.order.orderStatus as OrderStatus;
    if (!canTransitionOrder(from, to)) {
      throw new AppError(
        'conflict',
        `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}.`,
      );
    }
    const timestampKey = ORDER_STATUS_TIMESTAMP[to];
    const updated = await updateOrder(tx, row.order.id, {
      orderStatus: to,
      ...(timestampKey ? { [TIMESTAMP_COLUMN[timestampKey]]: new Date() } : {}),
    });
    await insertOrderLog(tx, {
      orderId: row.order.id,
      title: `Order ${ORDER_STATUS_LABELS[to]}`,
      message: `${staff.name || 'The provider'} marked the order ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
    });
    return toOrderResponse(tx as unknown as Database, { ...row, order: updated });
  });
}
