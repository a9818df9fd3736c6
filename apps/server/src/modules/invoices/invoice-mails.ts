import { formatMoneyWithCode } from '@livery/domain/money';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';

/** A payment as its receipt states it. */
export interface ReceiptDetails {
  paymentId: number;
  invoiceNumber: string;
  orderUid: string;
  orderUuid: string;
  currency: string;
  amount: number;
  receivedOn: string;
  method: string | null;
  reference: string | null;
  balance: number;
  /** An absolute, signed link to the invoice PDF, which lists every payment received. */
  invoiceUrl: string;
}

/** The buyer's receipt for one payment recorded against an invoice (once per payment and recipient). */
export function mailPaymentReceipt(
  db: DatabaseOrTransaction,
  publicUrl: string,
  to: string,
  receipt: ReceiptDetails,
) {
  const money = (amount: number) => formatMoneyWithCode(amount, receipt.currency);
  const how = [receipt.method, receipt.reference ? `reference ${receipt.reference}` : null]
    .filter(Boolean)
    .join(', ');
  return enqueueMailOnce(
    db,
    `payment:${receipt.paymentId}:receipt:${to.toLowerCase()}`,
    composeMail(to, `Receipt: ${money(receipt.amount)} received for ${receipt.invoiceNumber}`, {
      heading: `Payment received for invoice ${receipt.invoiceNumber}`,
      paragraphs: [
        `We received ${money(receipt.amount)} on ${receipt.receivedOn}${how ? ` (${how})` : ''} for invoice ${receipt.invoiceNumber} of order ${receipt.orderUid}. Thank you.`,
        receipt.balance === 0
          ? 'The invoice is paid in full.'
          : `Balance still due: ${money(receipt.balance)}.`,
        `The invoice with every payment received: ${receipt.invoiceUrl}`,
      ],
      action: { label: 'View the order', url: `${publicUrl}/orders/${receipt.orderUuid}` },
    }),
  );
}
