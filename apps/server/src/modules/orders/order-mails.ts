import { calendarDay } from '@livery/domain/calendar-day';
import { formatMoneyWithCode } from '@livery/domain/money';
import { PAYMENT_WINDOW_DAYS } from '@livery/domain/order-progress';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';

/** What an order mail needs to know of the order. */
export interface MailedOrder {
  id: number;
  uuid: string;
  uid: string;
  total: number;
  currency: string;
}

const orderLink = (publicUrl: string, order: MailedOrder) => ({
  label: 'View the order',
  url: `${publicUrl}/orders/${order.uuid}`,
});

/** Who is told of an order's approval and shipments: its creator, and the address subscribed in its detail. */
export function updateRecipients(creatorEmail: string, subscribedEmail: string | null): string[] {
  const subscribed = subscribedEmail?.toLowerCase();
  return subscribed && subscribed !== creatorEmail.toLowerCase()
    ? [creatorEmail, subscribed]
    : [creatorEmail];
}

/** The event key makes each mail once per event and recipient, whatever retries the request. */
function sendOnce(
  db: DatabaseOrTransaction,
  event: string,
  order: MailedOrder,
  to: string,
  subject: string,
  content: Parameters<typeof composeMail>[2],
) {
  return enqueueMailOnce(
    db,
    `order:${order.id}:${event}:${to.toLowerCase()}`,
    composeMail(to, subject, content),
  );
}

export function mailOrderPlaced(
  db: DatabaseOrTransaction,
  publicUrl: string,
  order: MailedOrder,
  to: string,
  isWaitingForApproval: boolean,
) {
  return sendOnce(db, 'placed', order, to, `Order ${order.uid} received`, {
    heading: `We received order ${order.uid}`,
    paragraphs: [
      `Total: ${formatMoneyWithCode(order.total, order.currency)}.`,
      isWaitingForApproval
        ? 'It waits for approval by a person in charge of your company; the provider starts on it once it is approved.'
        : 'The provider reviews and approves it; after approval, payment is due within 3 days and payment details are sent by e-mail.',
    ],
    action: orderLink(publicUrl, order),
  });
}

export function mailApprovalRequested(
  db: DatabaseOrTransaction,
  publicUrl: string,
  order: MailedOrder,
  to: string,
  placedBy: string,
) {
  return sendOnce(db, 'approval_requested', order, to, `Order ${order.uid} waits for your approval`, {
    heading: `Order ${order.uid} waits for your approval`,
    paragraphs: [
      `${placedBy} placed an order of ${formatMoneyWithCode(order.total, order.currency)}.`,
      'Your company asks a person in charge to approve such orders before the provider processes them.',
    ],
    action: { label: 'Review and approve', url: `${publicUrl}/orders/${order.uuid}` },
  });
}

export function mailApprovedByCompany(
  db: DatabaseOrTransaction,
  publicUrl: string,
  order: MailedOrder,
  to: string,
  approvedBy: string,
) {
  return sendOnce(db, 'company_approved', order, to, `Order ${order.uid} approved by ${approvedBy}`, {
    heading: `Order ${order.uid} is approved`,
    paragraphs: [`${approvedBy} approved the order. The provider team will process the order soon.`],
    action: orderLink(publicUrl, order),
  });
}

/** The provider's approval: payment is due within the payment window (spec 03 section 4). */
export function mailApprovedByProvider(
  db: DatabaseOrTransaction,
  publicUrl: string,
  order: MailedOrder,
  to: string,
  approvedAt: Date,
  timeZone: string,
) {
  const due = new Date(approvedAt.getTime() + PAYMENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return sendOnce(db, 'approved', order, to, `Order ${order.uid} approved: payment details`, {
    heading: `Order ${order.uid} is approved`,
    paragraphs: [
      `Payment is due within ${PAYMENT_WINDOW_DAYS} days, by ${calendarDay(due, timeZone)}.`,
      `Amount due: ${formatMoneyWithCode(order.total, order.currency)}.`,
      `Please quote ${order.uid} as the payment reference.`,
    ],
    action: orderLink(publicUrl, order),
  });
}

export function mailShipped(
  db: DatabaseOrTransaction,
  publicUrl: string,
  order: MailedOrder,
  to: string,
  shipment: { number: number; trackNo: string | null; urlShipment: string | null; message: string | null },
) {
  return sendOnce(
    db,
    `shipment_${shipment.number}`,
    order,
    to,
    `Order ${order.uid}: parcel ${shipment.number} shipped`,
    {
      heading: `Parcel ${shipment.number} of order ${order.uid} is on its way`,
      paragraphs: [
        shipment.trackNo ? `Tracking number: ${shipment.trackNo}.` : 'No tracking number was given.',
        ...(shipment.urlShipment ? [`Track it at ${shipment.urlShipment}`] : []),
        ...(shipment.message ? [shipment.message] : []),
      ],
      action: orderLink(publicUrl, order),
    },
  );
}

/** A colleague's share: a read-only link that works without an account, until it expires. */
export function mailOrderShared(
  db: DatabaseOrTransaction,
  share: { order: MailedOrder; to: string; sharedBy: string; shareId: string; url: string; days: number },
) {
  const { order } = share;
  return sendOnce(
    db,
    `shared:${share.shareId}`,
    order,
    share.to,
    `${share.sharedBy} shared order ${order.uid}`,
    {
      heading: `${share.sharedBy} shared order ${order.uid} with you`,
      paragraphs: [
        `Total: ${formatMoneyWithCode(order.total, order.currency)}.`,
        'The link shows the order, its progress and its deliveries, read-only; no account is needed.',
      ],
      action: { label: 'View the order', url: share.url },
      footnote: `The link works for ${share.days} days.`,
    },
  );
}
