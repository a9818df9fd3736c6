import { cartTotals, discountFor } from '@livery/domain/cart-totals';
import { cents, ZERO_CENTS } from '@livery/domain/money';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import type { employeeProducts, orderItems } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { ArrangedSubkart, PricedKartItem } from '../cart/cart.service.ts';
import { applyOrderApprovalRule } from './order-approval.service.ts';
import { mailOrderPlaced } from './order-mails.ts';
import { noticeOrderPlaced } from './order-notices.ts';
import {
  insertEmployeeProducts,
  insertNumberedOrder,
  insertOrderItems,
  type NewOrder,
  type OrderRow,
} from './orders.repository.ts';

/** An order line to write; the order's id is the insert's. */
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** An employee's garment on a line to write; the line's id is the insert's. */
export type NewLineEmployee = Omit<typeof employeeProducts.$inferInsert, 'orderItemId'>;

/** The order columns its caller decides; the number, the buyer and the money are placeOrder's. */
type PlacedOrderValues = Omit<
  NewOrder,
  | 'userId'
  | 'subtotal'
  | 'totalSurcharge'
  | 'discount'
  | 'discountCode'
  | 'shippingFee'
  | 'additionalFees'
  | 'gstRate'
  | 'gst'
  | 'total'
>;

export interface OrderPlacement {
  /** The number's year, the provider's (`TIME_ZONE`): each caller knows which day it places on. */
  year: number;
  /** The buyer: the order is theirs, their department is what the company's approval rule asks, they are mailed. */
  placedBy: Pick<CurrentUser, 'id' | 'department' | 'name' | 'email'>;
  order: PlacedOrderValues;
  /** What is charged besides the lines; the totals are the domain's `cartTotals` of these and the lines' amounts. */
  charges: {
    shippingFee: number;
    /** Fees a quotation adds besides shipping, taxed with it. */
    additionalFees?: number;
    discountCode?: { code: string; kind: 'percentage' | 'fixed'; value: number };
    gstRatePercent: number;
  };
  lines: ReadonlyArray<{ values: NewOrderLine; employees?: readonly NewLineEmployee[] }>;
  /** The order's first activity log, written with it. */
  log: { title: string; message: string };
  /** False for an approved quotation's order, which the company's approval rule has never held. */
  followsApprovalRule: boolean;
  publicUrl: string;
}

/**
 * Places an order inside the caller's transaction, the one way checkout, recurring schedules and approved
 * quotations do: numbered with its first log in one statement, its lines and their employees, its totals from the
 * lines by the domain's rule, held when the company's approval rule says so, then the buyer's mail and the
 * provider's notice of a Pending order (once each). Returns the row as inserted.
 */
export async function placeOrder(tx: DatabaseOrTransaction, placement: OrderPlacement): Promise<OrderRow> {
  const { placedBy, charges, lines } = placement;
  const subtotal = cents(lines.reduce((sum, line) => sum + line.values.amount, 0));
  const additionalFees = charges.additionalFees ?? 0;
  const totals = cartTotals({
    subtotal,
    shipping: cents(charges.shippingFee + additionalFees),
    discount: charges.discountCode ? discountFor(charges.discountCode, subtotal) : ZERO_CENTS,
    gstRatePercent: charges.gstRatePercent,
  });
  const order = await insertNumberedOrder(
    tx,
    placement.year,
    {
      ...placement.order,
      userId: placedBy.id,
      subtotal: totals.subtotal,
      totalSurcharge: lines.reduce((sum, line) => sum + line.values.surcharge, 0),
      discount: totals.discount,
      discountCode: charges.discountCode?.code ?? null,
      shippingFee: charges.shippingFee,
      additionalFees,
      gstRate: charges.gstRatePercent,
      gst: totals.gst,
      total: totals.total,
    },
    placement.log,
  );
  const lineIds = await insertOrderItems(
    tx,
    lines.map((line) => ({ ...line.values, orderId: order.id })),
  );
  const employees = lines.flatMap((line, index) =>
    (line.employees ?? []).map((employee) => ({ ...employee, orderItemId: lineIds[index]!.id })),
  );
  if (employees.length > 0) await insertEmployeeProducts(tx, employees);
  const isWaiting = placement.followsApprovalRule
    ? await applyOrderApprovalRule(
        tx,
        { ...placedBy, companyId: order.companyId },
        order,
        placement.publicUrl,
      )
    : false;
  // A checkout that asks for a quotation (Quotes) is not announced as a placed order.
  if (order.orderStatus === 'order_pending') {
    const placedByName = placedBy.name || placedBy.email;
    await mailOrderPlaced(tx, placement.publicUrl, order, placedBy.email, isWaiting);
    await noticeOrderPlaced(tx, placement.publicUrl, order, placedByName, isWaiting);
  }
  return order;
}

/** A cart line as an order line: the priced line and the sub-cart it ships in, snapshotted. */
export function orderLineValues(item: PricedKartItem, subkart: ArrangedSubkart): NewOrderLine {
  return {
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
    originCountry: subkart.originCountry,
    shippingService: subkart.chosen?.title ?? null,
    leadTime: subkart.chosen?.leadTime ?? null,
  };
}
