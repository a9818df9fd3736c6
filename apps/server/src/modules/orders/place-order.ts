import { type CalendarDay, DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { cartTotals, discountFor } from '@livery/domain/cart-totals';
import { PAYMENT_TERMS_DAYS } from '@livery/domain/credit-terms';
import { cents, ZERO_CENTS } from '@livery/domain/money';
import { PAYMENT_WINDOW_DAYS } from '@livery/domain/order-progress';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { employeeProducts } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { ArrangedSubkart, PricedKartItem } from '../cart/cart.service.ts';
import { paymentDaysOf } from '../invoices/credit-terms.service.ts';
import { coverOrderLines, recordGarmentsWithUses } from '../programmes/entitlement-uses.ts';
import { isOrderOverTeamBudget } from '../teams/team-budgets.service.ts';
import { emitOrderCreated } from '../webhooks/webhook-events.ts';
import {
  isHeldByApprovalRule,
  mailApproversOfHeldOrder,
  WAITING_FOR_APPROVAL_LOG,
} from './order-approval.service.ts';
import { mailOrderPlaced } from './order-mails.ts';
import { noticeOrderPlaced } from './order-notices.ts';
import {
  ensureOrderNumberSequence,
  insertEmployeeProducts,
  insertNumberedOrder,
  type NewOrder,
  type NewOrderItem,
  type PlacedOrderRow,
} from './orders.repository.ts';

/** An order line to write; the order's id is the insert's. */
export type NewOrderLine = NewOrderItem;

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
  /** The provider's calendar day it is placed on: the programme year its entitlement use counts against. */
  day: CalendarDay;
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
  /** The provider's (`TIME_ZONE`): the team budget's programme year; the default zone when the caller has none. */
  timeZone?: string;
}

/**
 * Places an order inside the caller's transaction, the one way checkout, recurring schedules and approved
 * quotations do: its totals from the lines by the domain's rule, held when the company's approval rule says so,
 * then numbered with its logs and lines in one statement, its lines' employees, and the mails (the persons in
 * charge of a held order, the buyer) and the provider's notice of a Pending order (once each). Returns what its
 * callers name of the row as inserted.
 */
export async function placeOrder(
  tx: DatabaseOrTransaction,
  placement: OrderPlacement,
): Promise<PlacedOrderRow> {
  const { placedBy, charges, lines } = placement;
  const subtotal = cents(lines.reduce((sum, line) => sum + line.values.amount, 0));
  const additionalFees = charges.additionalFees ?? 0;
  const totals = cartTotals({
    subtotal,
    shipping: cents(charges.shippingFee + additionalFees),
    discount: charges.discountCode ? discountFor(charges.discountCode, subtotal) : ZERO_CENTS,
    gstRatePercent: charges.gstRatePercent,
  });
  // The employees' entitlements (issue 25 item 2): their rows stay locked until the order commits, so concurrent
  // orders for one employee take turns and none takes a balance below zero.
  const coverage = await coverOrderLines(
    tx,
    placement.order.companyId,
    lines.map((line) => ({
      savedProductId: line.values.savedProductId ?? null,
      productId: line.values.productId ?? null,
      title: line.values.title,
      totalQty: line.values.totalQty,
      amount: line.values.amount,
      employees: (line.employees ?? []).map((employee) => ({
        staffId: employee.staffId,
        name: employee.name,
        costCenter: employee.costCenter ?? null,
        qty: employee.qty,
      })),
    })),
    { day: placement.day, lock: true },
  );
  const approvalLevels = placement.followsApprovalRule
    ? await isHeldByApprovalRule(
        tx,
        { companyId: placement.order.companyId, department: placedBy.department },
        {
          total: totals.total,
          orderStatus: placement.order.orderStatus,
          teamId: placement.order.teamId,
          costCenters: lines.flatMap((line) =>
            (line.employees ?? []).flatMap((employee) => (employee.costCenter ? [employee.costCenter] : [])),
          ),
          overEntitlement: (coverage?.excess ?? null) !== null,
          beyondEntitlementWaits: coverage?.overEntitlement ?? false,
          overBudget: () =>
            isOrderOverTeamBudget(
              tx,
              { companyId: placement.order.companyId, teamId: placement.order.teamId, total: totals.total },
              placement.timeZone ?? DEFAULT_TIME_ZONE,
            ),
        },
      )
    : [];
  const isWaiting = approvalLevels.length > 0;
  const hasEmployees = lines.some((line) => (line.employees ?? []).length > 0);
  const { order, lineIds } = await insertNumberedOrder(
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
      orderApprovalNeeded: isWaiting,
      // The employee order history lists only orders with a name list.
      hasNameList: hasEmployees,
      entitlementExcess: coverage?.excess ?? null,
    },
    isWaiting ? [placement.log, WAITING_FOR_APPROVAL_LOG] : [placement.log],
    lines.map((line) => line.values),
  );
  if (hasEmployees) {
    const garments = lines.flatMap((line, index) =>
      (line.employees ?? []).map((employee) => ({ ...employee, orderItemId: lineIds[index]! })),
    );
    if (!(await recordGarmentsWithUses(tx, garments, coverage, lineIds)))
      await insertEmployeeProducts(tx, garments);
  }
  if (isWaiting) await mailApproversOfHeldOrder(tx, placedBy, order, approvalLevels, placement.publicUrl);
  // A checkout that asks for a quotation (Quotes) is not announced as a placed order.
  if (order.orderStatus === 'order_pending') {
    const placedByName = placedBy.name || placedBy.email;
    // The company's terms are read only here: a held order's mail does not name them.
    const paymentDays = isWaiting
      ? PAYMENT_WINDOW_DAYS
      : coverage
        ? PAYMENT_TERMS_DAYS[coverage.paymentTerms]
        : await paymentDaysOf(tx, order.companyId);
    await mailOrderPlaced(tx, placement.publicUrl, order, placedBy.email, isWaiting, paymentDays);
    await noticeOrderPlaced(tx, placement.publicUrl, order, placedByName, isWaiting);
  }
  await emitOrderCreated(tx, order);
  return order;
}

/** Per database, the years whose order-number sequence this process made sure of (or is making sure of). */
const numberedYearsOf = new WeakMap<Database, Map<number, Promise<void>>>();

/**
 * Before a transaction that places orders of `year`: makes the year's number sequence outside it, once per process
 * and year (concurrent callers share the one statement), so the year's first concurrent checkouts take numbers
 * without queueing on its making (migration 0038).
 */
export function prepareOrderNumbers(db: Database, year: number): Promise<void> {
  const years = numberedYearsOf.get(db) ?? new Map<number, Promise<void>>();
  numberedYearsOf.set(db, years);
  let prepared = years.get(year);
  if (!prepared) {
    prepared = ensureOrderNumberSequence(db, year);
    years.set(year, prepared);
    // A failure is not kept: the next checkout tries again (and its own insert can still make the sequence).
    prepared.catch(() => years.delete(year));
  }
  return prepared;
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
