import { MESSAGE_MAX_LENGTH } from '@livery/domain/conversation-rules';
import { z } from 'zod';
import { attachmentFile } from './cart.ts';
import { listMeta, pageNumber } from './common.ts';

/** The text fields of a new message (sent as multipart/form-data beside its files). */
export const newMessageFields = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .max(MESSAGE_MAX_LENGTH, `A message has at most ${MESSAGE_MAX_LENGTH} characters.`),
  /** The order line the message is about (its uuid), when it is about one. */
  order_line_id: z.uuid('No such line on this order').optional(),
});
export type NewMessageFields = z.infer<typeof newMessageFields>;

export const conversationParams = z.object({ order_id: z.uuid() });

/** Page 1 is the newest entries; each page lists its entries oldest first, as a thread reads. */
export const conversationQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(30),
});
export type ConversationQuery = z.infer<typeof conversationQuery>;

export const conversationMessage = z.object({
  kind: z.literal('message'),
  id: z.number().int(),
  body: z.string(),
  author: z.object({ name: z.string(), side: z.enum(['buyer', 'provider']), is_me: z.boolean() }),
  order_line: z.object({ id: z.string(), title: z.string() }).nullable(),
  files: z.array(attachmentFile),
  /** True when it came after the caller's read marker and another person wrote it. */
  is_unread: z.boolean(),
  created_at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** One of the order's own events (its log: approved, shipped ...), shown between the messages. */
export const conversationEvent = z.object({
  kind: z.literal('event'),
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  item_names: z.array(z.string()),
  created_at: z.string(),
});
export type ConversationEvent = z.infer<typeof conversationEvent>;

export const conversationEntry = z.discriminatedUnion('kind', [conversationMessage, conversationEvent]);
export type ConversationEntry = z.infer<typeof conversationEntry>;

export const conversationResponse = z.object({
  entries: z.array(conversationEntry),
  /** The newest message's id (what "read" marks up to), or null before the first message. */
  newest_message_id: z.number().int().nullable(),
  meta: listMeta,
});
export type ConversationResponse = z.infer<typeof conversationResponse>;

export const postedMessageResponse = z.object({ message: conversationMessage });
export type PostedMessageResponse = z.infer<typeof postedMessageResponse>;

/** Marks the conversation read up to that message (the newest one the caller was shown). */
export const markReadBody = z.object({ up_to_message_id: z.number().int().min(0).max(2_147_483_647) });
export type MarkReadBody = z.infer<typeof markReadBody>;

export const unreadResponse = z.object({
  unread_count: z.number().int(),
  /** The orders with unread messages, the most recent first (at most 20). */
  orders: z.array(z.object({ order_id: z.string(), uid: z.string(), unread_count: z.number().int() })),
});
export type UnreadResponse = z.infer<typeof unreadResponse>;
