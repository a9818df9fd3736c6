import { z } from 'zod';

/** The error body of every failed call: `message` first, `errors.full_messages` as the list. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.object({ full_messages: z.array(z.string()) }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Paging block carried by every list response. */
export const listMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

/** Query parameters shared by paged lists; strings from the URL are coerced. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const messageBody = z.object({ message: z.string() });

export const uuidParams = z.object({ id: z.string().uuid() });

/** ISO 8601 timestamp as sent on the wire, or null when the event has not happened. */
export const timestamp = z.string().nullable();

/** GET /dev/mailbox/messages (development only): the mail outbox, newest first. */
export const mailboxQuery = z.object({ to: z.string().trim().max(254).optional() });
export const mailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const mailboxMessagesResponse = z.array(mailboxMessage);
