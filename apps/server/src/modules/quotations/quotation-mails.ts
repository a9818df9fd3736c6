import { formatMoneyWithCode } from '@livery/domain/money';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';

/** What a quotation mail needs to know of the quotation. */
export interface MailedQuotation {
  id: number;
  uid: string;
  projectTitle: string;
  email: string;
}

const quotationLink = (publicUrl: string, quotation: MailedQuotation) => ({
  label: 'View the quotation',
  url: `${publicUrl}/quotations/${quotation.uid}`,
});

/** To the quotation's contact once per pricing (a re-pricing is a new event). */
export function mailQuotationPriced(
  db: DatabaseOrTransaction,
  publicUrl: string,
  quotation: MailedQuotation,
  priced: {
    at: Date;
    total: number;
    currency: string;
    dueDate: string | null;
    version: number;
    validUntil: string;
    optionCount: number;
  },
) {
  return enqueueMailOnce(
    db,
    `rfq:${quotation.id}:priced:${priced.at.getTime()}`,
    composeMail(quotation.email, `Quotation ${quotation.uid} is priced`, {
      heading: `Your quotation for ${quotation.projectTitle} is ready`,
      paragraphs: [
        `Version ${priced.version}. Total: ${formatMoneyWithCode(priced.total, priced.currency)}, GST included.`,
        ...(priced.optionCount > 0
          ? [`The provider also offers ${priced.optionCount} option line(s) you may tick when approving.`]
          : []),
        ...(priced.dueDate ? [`The goods can be ready by ${priced.dueDate}.`] : []),
        `The price holds until ${priced.validUntil}. Approve it on the quotation page and it becomes an order.`,
      ],
      action: quotationLink(publicUrl, quotation),
    }),
  );
}

/** To the quotation's contact on each comment of the provider's staff. */
export function mailQuotationComment(
  db: DatabaseOrTransaction,
  publicUrl: string,
  quotation: MailedQuotation,
  comment: { id: number; productTitle: string; content: string },
) {
  return enqueueMailOnce(
    db,
    `rfq:${quotation.id}:comment:${comment.id}`,
    composeMail(quotation.email, `Quotation ${quotation.uid}: a comment on ${comment.productTitle}`, {
      heading: `The provider commented on ${comment.productTitle}`,
      paragraphs: [comment.content],
      action: quotationLink(publicUrl, quotation),
    }),
  );
}
