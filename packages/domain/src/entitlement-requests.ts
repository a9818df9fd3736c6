import { MAX_ALLOCATION_QUANTITY, MAX_ALLOWANCE_CENTS } from './entitlements.ts';
import { formatMoneyWithCode } from './money.ts';

/**
 * A request for more entitlement (issue 25 item 3): it waits for a person in charge, who approves or refuses it
 * once. The table is the whole state machine: a decided request never changes again.
 */
export const ENTITLEMENT_REQUEST_STATUSES = ['waiting', 'approved', 'refused'] as const;
export type EntitlementRequestStatus = (typeof ENTITLEMENT_REQUEST_STATUSES)[number];

export const ENTITLEMENT_REQUEST_TRANSITIONS: Record<
  EntitlementRequestStatus,
  readonly EntitlementRequestStatus[]
> = {
  waiting: ['approved', 'refused'],
  approved: [],
  refused: [],
};

export const ENTITLEMENT_REQUEST_STATUS_LABELS: Record<EntitlementRequestStatus, string> = {
  waiting: 'Waiting',
  approved: 'Approved',
  refused: 'Refused',
};

/** Whether a request in `from` may become `to`. */
export function canMoveEntitlementRequest(
  from: EntitlementRequestStatus,
  to: EntitlementRequestStatus,
): boolean {
  return ENTITLEMENT_REQUEST_TRANSITIONS[from].includes(to);
}

/** The most one request may add: the most a role may give in a year. */
export const MAX_REQUESTED_QUANTITY = MAX_ALLOCATION_QUANTITY;
export const MAX_REQUESTED_CENTS = MAX_ALLOWANCE_CENTS;
export const MAX_REQUEST_REASON_LENGTH = 500;

/** A request's increase in words, as the mails and the pages say it: "2 more × Polo" or "SGD 50.00 more". */
export function increaseText(
  request: { quantity: number; amountCents: number },
  itemTitle: string | null,
): string {
  return request.quantity > 0
    ? `${request.quantity} more × ${itemTitle ?? 'an item no longer in the role'}`
    : `${formatMoneyWithCode(request.amountCents)} more`;
}
