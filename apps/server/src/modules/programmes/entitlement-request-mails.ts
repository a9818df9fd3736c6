import type { DatabaseOrTransaction } from '../../db/database.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';

/** What a request mail says of the request: who it is for and how much more. */
export interface MailedRequest {
  id: number;
  employeeName: string;
  /** "2 more × Polo" or "SGD 50.00 more". */
  increase: string;
  reason: string;
}

const programmeLink = (publicUrl: string) => ({ label: 'Open the requests', url: `${publicUrl}/programme` });

/** To each person in charge, once per request: a request for more waits for their decision. */
export function mailRequestAsked(
  db: DatabaseOrTransaction,
  publicUrl: string,
  request: MailedRequest,
  to: string,
  askedBy: string,
) {
  return enqueueMailOnce(
    db,
    `entitlement-request:${request.id}:asked:${to.toLowerCase()}`,
    composeMail(to, `${askedBy} asks for more for ${request.employeeName}`, {
      heading: `A request for more waits for your decision`,
      paragraphs: [
        `${askedBy} asks for ${request.increase} for ${request.employeeName} this programme year.`,
        `Reason: ${request.reason}`,
      ],
      action: programmeLink(publicUrl),
    }),
  );
}

/** To the person who asked, once: the request was approved or refused, with the note if any. */
export function mailRequestDecided(
  db: DatabaseOrTransaction,
  publicUrl: string,
  request: MailedRequest,
  to: string,
  decision: { isApproved: boolean; decidedBy: string; note: string | null },
) {
  const verb = decision.isApproved ? 'approved' : 'refused';
  return enqueueMailOnce(
    db,
    `entitlement-request:${request.id}:decided:${to.toLowerCase()}`,
    composeMail(to, `Your request for ${request.employeeName} was ${verb}`, {
      heading: `Your request for more was ${verb}`,
      paragraphs: [
        `${decision.decidedBy} ${verb} ${request.increase} for ${request.employeeName}.`,
        ...(decision.isApproved ? ['Their balance for this programme year is raised by it.'] : []),
        ...(decision.note ? [`Note: ${decision.note}`] : []),
      ],
      action: programmeLink(publicUrl),
    }),
  );
}
