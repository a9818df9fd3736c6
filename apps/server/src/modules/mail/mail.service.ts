import { MAILS_PER_RECIPIENT } from '@livery/domain/auth-rules';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { claimAttempt } from '../attempt-limits/attempt-limits.service.ts';
import { announceQueuedJob, enqueueJob, newJobColumns } from '../jobs/jobs.service.ts';
import {
  findOutboxMails,
  insertOutboxMail,
  insertOutboxMailOnceWithDelivery,
  type OutboxRow,
} from './mail.repository.ts';

/** A message as it is written to the outbox: plain text and HTML carry the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes the mail to the outbox and queues its delivery job in the same transaction (so it survives a
 * restart, and a rolled-back change sends nothing). A mail whose content stops working (a sign-in code)
 * carries `expiresAt`: past it, the delivery job drops the mail unsent.
 */
export async function enqueueMail(
  db: DatabaseOrTransaction,
  message: MailMessage,
  options: { expiresAt?: Date } = {},
): Promise<OutboxRow> {
  const row = await insertOutboxMail(db, { ...message, expiresAt: options.expiresAt ?? null });
  await queueDelivery(db, row);
  return row;
}

/**
 * Writes the mail of an event once: a retried request or a concurrent duplicate finds the event key taken and
 * sends nothing. The key names the event and the recipient (`order:12:approved:ann@x.test`).
 */
export async function enqueueMailOnce(
  db: DatabaseOrTransaction,
  eventKey: string,
  message: MailMessage,
): Promise<boolean> {
  // The mail and its delivery job are one statement: every order event writes one, a checkout among them.
  const isWritten = await insertOutboxMailOnceWithDelivery(
    db,
    { ...message, eventKey },
    newJobColumns('mail.deliver'),
  );
  if (isWritten) announceQueuedJob();
  return isWritten;
}

/**
 * One delivery job per outbox mail, ever (its key is the mail's, `mail:<id>`); the recipient is named for the
 * console. `insertOutboxMailOnceWithDelivery` writes the same payload and key.
 */
function queueDelivery(db: DatabaseOrTransaction, mail: Pick<OutboxRow, 'id' | 'to'>) {
  return enqueueJob(db, 'mail.deliver', { mailId: mail.id, to: mail.to }, { uniqueKey: `mail:${mail.id}` });
}

/**
 * Takes one of the recipient's MAILS_PER_RECIPIENT mails that anyone can make us send (sign-in codes, reset
 * links, invitation resends), so nobody can flood one inbox through us; false when the share is used up.
 */
export async function claimRecipientMail(db: DatabaseOrTransaction, to: string): Promise<boolean> {
  const claim = await claimAttempt(db, `mail:${to.trim().toLowerCase()}`, MAILS_PER_RECIPIENT);
  return claim.isAllowed;
}

/** The parts of a transactional mail; every text is plain and escaped when rendered as HTML. */
export interface MailContent {
  heading: string;
  paragraphs: string[];
  /** A one-time code shown large and spaced. */
  code?: string;
  /** A button (and, in the text version, the bare link). */
  action?: { label: string; url: string };
  /** Small print under the body, e.g. why the mail was sent. */
  footnote?: string;
}

/** Escapes text for an HTML element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Renders a Livery mail as plain text and as simple HTML with inline styles and no external images. */
export function composeMail(to: string, subject: string, content: MailContent): MailMessage {
  const textParts = [content.heading, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.code) textParts.push(`    ${content.code}`, '');
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) textParts.push(content.footnote, '');
  textParts.push('-- ', 'Livery');

  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933">${escapeHtml(text)}</p>`;
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:#1f3a5f">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#1f3a5f;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d">If the button does not work, open this link:<br><a href="${escapeHtml(content.action.url)}" style="color:#1f3a5f;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#7b8794">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;border:1px solid #e4e7eb">
<tr><td style="background:#1f3a5f;padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:1px">Livery</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#1f2933">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${code}${action}${footnote}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject, text: textParts.join('\n'), html };
}

/** A mail as the development mailbox shows it. */
export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  sent_at: string | null;
}

/** The outbox, newest first: on a machine without SMTP it is the development mailbox. */
export async function listMailboxMessages(db: Database, options: { to?: string; limit?: number } = {}) {
  const rows = await findOutboxMails(db, {
    to: options.to?.trim().toLowerCase(),
    limit: options.limit ?? 200,
  });
  return rows.map(
    (row): MailboxMessage => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
    }),
  );
}
