import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailMessage } from './mail.service.ts';

/** A mail on its way out: `reference` names its outbox row, and every attempt carries the same Message-ID. */
export type OutgoingMail = MailMessage & { reference?: string };

/** Hands one outbox mail to the outside world; a rejected promise means "try again later". */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox-only';
  deliver(message: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of the sender's address (`Livery <no-reply@livery.test>` gives livery.test). */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'livery.invalid';
}

/**
 * One Message-ID per outbox row, the same on every attempt: if a server took a mail but its answer was
 * lost, the retry is recognisably the same message and mail systems keep one copy.
 */
export function outboxMessageId(reference: string, from: string): string {
  return `<${reference}@${senderDomain(from)}>`;
}

/** Delivers through SMTP_URL; a slow or silent server fails the attempt instead of stalling the worker. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer (some sixty modules) is loaded by the first mail, not at every start (P12).
  let transporter: Promise<Transporter> | undefined;
  const openTransporter = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transporter;
  };
  return {
    kind: 'smtp',
    async deliver({ reference, ...message }) {
      const messageId = reference ? outboxMessageId(reference, from) : undefined;
      await (await openTransporter()).sendMail({ from, ...message, ...(messageId ? { messageId } : {}) });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}

/** Without SMTP the outbox is the development mailbox: a mail counts as delivered once it is written. */
export function createOutboxOnlyTransport(): MailTransport {
  return { kind: 'outbox-only', deliver: async () => {}, close: () => {} };
}

export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxOnlyTransport();
}
