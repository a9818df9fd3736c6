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
  paymentDays: number,
) {
  return sendOnce(db, 'placed', order, to, `Order ${order.uid} received`, {
    heading: `We received order ${order.uid}`,
    paragraphs: [
      `Total: ${formatMoneyWithCode(order.total, order.currency)}.`,
      isWaitingForApproval
        ? 'It waits for approval by a person in charge of your company; the provider starts on it once it is approved.'
        : `The provider reviews and approves it; after approval, payment is due within ${paymentDays} days and payment details are sent by e-mail.`,
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
  /** A later level's request (after the one before it approved): its own mail, naming that approval. */
  level?: { level: number; approvedBy: string },
) {
  const event = level ? `approval_requested:level_${level.level}` : 'approval_requested';
  return sendOnce(db, event, order, to, `Order ${order.uid} waits for your approval`, {
    heading: `Order ${order.uid} waits for your approval`,
    paragraphs: [
      `${placedBy} placed an order of ${formatMoneyWithCode(order.total, order.currency)}.`,
      level
        ? `${level.approvedBy} approved it at level ${level.level - 1}; your company's rules ask you (level ${level.level}) to approve it next.`
        : 'Your company asks a person in charge to approve such orders before the provider processes them.',
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

/** The invoice and where to pay it, as the approval's payment-details mail quotes them. */
export interface PaymentDetails {
  invoiceNumber: string;
  dueOn: string;
  /** Days from approval to due under the company's payment terms; the spec's window when not given. */
  paymentDays?: number;
  total: number;
  currency: string;
  /** An absolute, signed link to the invoice PDF (works without signing in, until it expires). */
  invoiceUrl: string;
  invoiceUrlDays: number;
  poNumber: string | null;
  bank: { accountName: string; bank: string; accountNumber: string; paynowUen: string };
}

/** The bank transfer lines of a payment-details mail; none when the provider has not set its bank details. */
function bankTransferLines(payment: PaymentDetails): string[] {
  const { bank } = payment;
  if (!bank.accountName || !bank.bank || !bank.accountNumber)
    return ['The bank details are on the invoice; reply to this e-mail if they are missing.'];
  return [
    `Pay by bank transfer to ${bank.accountName}, ${bank.bank}, account number ${bank.accountNumber}.`,
    ...(bank.paynowUen ? [`Or pay by PayNow to UEN ${bank.paynowUen}.`] : []),
  ];
}

/**
 * The provider's approval: the payment details (spec 03 section 4). The invoice number is the payment
 * reference, so the money received can be matched to the invoice the ledger keeps.
 */
export function mailApprovedByProvider(
  db: DatabaseOrTransaction,
  publicUrl: string,
  order: MailedOrder,
  to: string,
  payment: PaymentDetails,
) {
  return sendOnce(
    db,
    'approved',
    order,
    to,
    `Order ${order.uid} approved: payment details for ${payment.invoiceNumber}`,
    {
      heading: `Order ${order.uid} is approved`,
      paragraphs: [
        `Invoice ${payment.invoiceNumber}: ${formatMoneyWithCode(payment.total, payment.currency)} is due by ${payment.dueOn} (within ${payment.paymentDays ?? PAYMENT_WINDOW_DAYS} days).`,
        `Please quote ${payment.invoiceNumber} as the payment reference.`,
        ...bankTransferLines(payment),
        ...(payment.poNumber ? [`Your purchase order: ${payment.poNumber}.`] : []),
        `The invoice: ${payment.invoiceUrl}`,
      ],
      action: orderLink(publicUrl, order),
      footnote: `The invoice link works for ${payment.invoiceUrlDays} days; the order page always shows the invoice.`,
    },
  );
}

/** The provider marked the order completed. */
export function mailOrderCompleted(
  db: DatabaseOrTransaction,
  publicUrl: string,
  order: MailedOrder,
  to: string,
) {
  return sendOnce(db, 'completed', order, to, `Order ${order.uid} is completed`, {
    heading: `Order ${order.uid} is completed`,
    paragraphs: [
      `The provider has completed order ${order.uid} (${formatMoneyWithCode(order.total, order.currency)}).`,
      'Thank you for your order. The order page keeps its deliveries, invoice and every garment.',
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
  orderStatusLabel: string,
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
        `The order is now ${orderStatusLabel}.`,
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
