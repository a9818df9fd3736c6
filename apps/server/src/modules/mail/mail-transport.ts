import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailMessage } from './mail.service.ts';

/** Hands one outbox mail to the outside world; a rejected promise means "try again later". */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox-only';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/** Delivers through SMTP_URL; a slow or silent server fails the attempt instead of stalling the worker. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the outbox is the development mailbox: a mail counts as delivered once it is written. */
export function createOutboxOnlyTransport(): MailTransport {
  return { kind: 'outbox-only', deliver: async () => {}, close: () => {} };
}

export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxOnlyTransport();
}
