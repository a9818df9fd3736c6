import type { OrderStatus } from './order-status.ts';
import { PERSON_IN_CHARGE } from './saved-product-permissions.ts';

/** When a company's orders wait for its person in charge (set in /settings, per company). */
export const ORDER_APPROVAL_RULES = ['never', 'member_orders', 'above_amount'] as const;
export type OrderApprovalRule = (typeof ORDER_APPROVAL_RULES)[number];

export const ORDER_APPROVAL_RULE_LABELS: Record<OrderApprovalRule, string> = {
  never: 'Never: orders go straight to the provider',
  member_orders: 'Every order placed by a member',
  above_amount: 'Orders above an amount',
};

export interface OrderApprovalSetting {
  rule: OrderApprovalRule;
  /** Cents; used by 'above_amount' only. */
  thresholdCents: number | null;
}

/** Statuses in which a person in charge may approve an order (spec 03 section 4). */
const APPROVABLE_STATUSES: readonly OrderStatus[] = ['order_quotes', 'order_pending'];

/** The Approve Order button's rule: a person in charge, an order that needs approval, Quotes or Pending. */
export function canApproveOrder(
  department: string | null,
  order: { order_status: OrderStatus; order_approval_needed: boolean },
): boolean {
  return (
    department === PERSON_IN_CHARGE &&
    order.order_approval_needed &&
    APPROVABLE_STATUSES.includes(order.order_status)
  );
}

/** The provider may not move an order (except to cancel it) while it waits for the company's approval. */
export function isHeldForCompanyApproval(
  order: { order_approval_needed: boolean },
  to: OrderStatus,
): boolean {
  return order.order_approval_needed && to !== 'order_cancelled';
}

/** Shown to members while their order waits (order detail and list). */
export const APPROVAL_WAITING_NOTE =
  'This order waits for approval by a person in charge of your company. The provider starts on it once it is approved.';

/** The spec's notice after an approval, with its second line. */
export const ORDER_APPROVED_NOTICE = {
  title: 'Order approved!',
  description: 'The provider team will process the order soon.',
} as const;
