import { calendarDay } from './calendar-day.ts';
import { neutraliseCsvCell } from './csv-cell.ts';
import { describeExcess, type EntitlementExcess } from './entitlements.ts';
import { centsToDollars } from './money.ts';
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, type OrderType } from './order-status.ts';
import { SHIP_STATUS_LABELS, type ShipStatus } from './shipment-rules.ts';

/** The orders export's columns (spec 03 section 2.2: the list's columns as text), in order. */
export const ORDER_EXPORT_HEADERS = [
  'Date',
  'Order ID',
  'Purchase Order',
  'Order Status',
  'Delivery',
  'Order Type',
  'Total',
  'Currency',
  'Team',
  'Creator',
  'Reference',
  'Beyond entitlement',
] as const;

/** An order as the export reads it: amounts in cents, timestamps as ISO 8601 text in UTC. */
export interface OrderExportInput {
  createdAt: string;
  uid: string;
  poNumber: string | null;
  orderStatus: string;
  shipStatus: string;
  orderType: string;
  total: number;
  currency: string;
  teamName: string;
  userName: string;
  reference: string | null;
  /** What the order holds beyond its employees' entitlements (issue 25 item 2); none: an empty cell. */
  entitlementExcess?: EntitlementExcess | null;
}

const labelOf = <Key extends string>(labels: Record<Key, string>, value: string) =>
  (labels as Record<string, string>)[value] ?? value;

/**
 * One order as export cells, safe to open in a spreadsheet: text is neutralised (a PO number `=cmd()` stays
 * text), the date is the provider's day (yyyy-MM-dd in `timeZone`), the total a number in currency units
 * beside its ISO code.
 */
export function orderExportCells(order: OrderExportInput, timeZone: string): Array<string | number> {
  const text = (value: string | null) => neutraliseCsvCell(value ?? '');
  return [
    calendarDay(new Date(order.createdAt), timeZone),
    text(order.uid),
    text(order.poNumber),
    isOrderStatus(order.orderStatus) ? ORDER_STATUS_LABELS[order.orderStatus] : text(order.orderStatus),
    text(labelOf<ShipStatus>(SHIP_STATUS_LABELS, order.shipStatus)),
    text(labelOf<OrderType>(ORDER_TYPE_LABELS, order.orderType)),
    centsToDollars(Math.round(order.total)),
    text(order.currency),
    text(order.teamName),
    text(order.userName),
    text(order.reference),
    order.entitlementExcess
      ? text(
          describeExcess(
            order.entitlementExcess,
            (cents) => `${order.currency} ${centsToDollars(cents).toFixed(2)}`,
          ),
        )
      : '',
  ];
}
