import { formatMoneyWithCode } from '@livery/domain/money';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { noticeProvider } from '../provider-notices/provider-notices.service.ts';
import type { MailedOrder } from './order-mails.ts';

/** What the provider's notice of an order names. */
export interface NoticedOrder extends MailedOrder {
  companyId: number;
}

/** The console's orders list opened on this order (its keyword search finds it by number). */
const consoleLink = (order: Pick<NoticedOrder, 'uid'>) =>
  `/admin/orders?keyword=${encodeURIComponent(order.uid)}`;

/** A new order for the provider: from a checkout, a recurring schedule or an approved quotation. */
export function noticeOrderPlaced(
  tx: DatabaseOrTransaction,
  publicUrl: string,
  order: NoticedOrder,
  placedBy: string,
  isWaitingForCompany: boolean,
) {
  return noticeProvider(tx, publicUrl, {
    kind: 'order_placed',
    eventKey: `order:${order.id}:placed`,
    title: `New order ${order.uid}`,
    message:
      `${placedBy} placed order ${order.uid} of ${formatMoneyWithCode(order.total, order.currency)}.` +
      (isWaitingForCompany
        ? " It waits for the approval of the company's person in charge; you will be told when it is approved."
        : ' It is ready for your review.'),
    link: consoleLink(order),
    companyId: order.companyId,
  });
}

/** The buyer wrote or changed the order's note (its reference): the provider reads it with the order. */
export function noticeOrderNote(
  tx: DatabaseOrTransaction,
  publicUrl: string,
  order: Pick<NoticedOrder, 'uid' | 'companyId'>,
  note: { logId: number; text: string; author: string },
) {
  return noticeProvider(tx, publicUrl, {
    kind: 'order_note',
    eventKey: `order-log:${note.logId}:note`,
    title: `Order ${order.uid}: a note from ${note.author}`,
    message: note.text,
    link: consoleLink(order),
    companyId: order.companyId,
  });
}

/** The company's person in charge approved a held order: the provider may now approve and invoice it. */
export function noticeOrderApprovedByCompany(
  tx: DatabaseOrTransaction,
  publicUrl: string,
  order: NoticedOrder,
  approvedBy: string,
) {
  return noticeProvider(tx, publicUrl, {
    kind: 'order_approved',
    eventKey: `order:${order.id}:company_approved`,
    title: `Order ${order.uid} approved by the company`,
    message: `${approvedBy} approved order ${order.uid} of ${formatMoneyWithCode(order.total, order.currency)} for the company. It is ready for your review.`,
    link: consoleLink(order),
    companyId: order.companyId,
  });
}
