import { parseEmailList } from '@livery/domain/email-list';
import { z } from 'zod';

/** The most provider staff addresses the console's notices go to. */
export const MAX_NOTIFICATION_EMAILS = 20;

/** GET/PUT /api/admin/settings: who is told of new work, and where buyers pay (decision 126). */
export const consoleSettings = z.object({
  notification_emails: z.array(z.string()),
  bank_account_name: z.string(),
  bank_name: z.string(),
  bank_account_number: z.string(),
  /** Empty when the provider takes no PayNow. */
  paynow_uen: z.string(),
  updated_at: z.string(),
});
export type ConsoleSettings = z.infer<typeof consoleSettings>;

const bankText = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(120, `The ${label} must be at most 120 characters`);

/**
 * The settings form (the error handler prefixes each message with its field's name): recipients as comma-separated addresses (like sharing an order), each checked; the bank
 * details as printed. A refused body names each bad field and saves nothing.
 */
export const updateConsoleSettingsBody = z.object({
  notification_emails: z
    .string({ error: 'Enter the notification e-mails, separated by commas' })
    .max(4000, 'too long')
    .transform((text, context) => {
      const { emails, invalid } = parseEmailList(text);
      if (invalid.length > 0)
        context.addIssue({
          code: 'custom',
          message: `${invalid.slice(0, 3).join(', ')} ${invalid.length === 1 ? 'is not an e-mail address' : 'are not e-mail addresses'}`,
        });
      if (emails.length > MAX_NOTIFICATION_EMAILS)
        context.addIssue({
          code: 'custom',
          message: `at most ${MAX_NOTIFICATION_EMAILS} addresses`,
        });
      return emails;
    }),
  bank_account_name: bankText('bank account name'),
  bank_name: bankText('bank name'),
  bank_account_number: z
    .string({ error: 'Enter the bank account number' })
    .trim()
    .regex(/^[0-9][0-9 -]{4,30}[0-9]$/, 'use digits, spaces and dashes (6 to 32 characters)'),
  paynow_uen: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([0-9A-Z]{9,10})?$/, 'PayNow UEN: 9 or 10 letters and digits (e.g. 201912345K), or empty')
    .default(''),
});
export type UpdateConsoleSettingsBody = z.input<typeof updateConsoleSettingsBody>;
export type UpdateConsoleSettings = z.output<typeof updateConsoleSettingsBody>;
