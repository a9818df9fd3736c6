import type {
  ConversationMessage,
  ConversationQuery,
  ConversationResponse,
  NewMessageFields,
  UnreadResponse,
} from '@livery/api-schemas/conversations';
import { conversationMailRecipients, messageText } from '@livery/domain/conversation-rules';
import type { Database } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import {
  checkAttachmentUploads,
  storeAttachmentFiles,
  toAttachmentJson,
  type UploadedFile,
} from '../attachments/attachments.service.ts';
import { providerSettingsOf } from '../console-settings/console-settings.service.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';
import { findOrderSeenBy, orderUpdateAddresses, seenOrdersScope } from '../orders/orders.service.ts';
import {
  findLineOfOrder,
  findProviderWritersOfOrder,
  findThreadPage,
  findUnreadFigures,
  insertMessage,
  insertMessageFiles,
  markThreadRead,
  type ThreadEntryRow,
} from './conversations.repository.ts';

const sideOf = (role: 'customer' | 'provider') => (role === 'provider' ? 'provider' : 'buyer');

function toMessageJson(
  secretKey: string,
  user: CurrentUser,
  row: ThreadEntryRow,
  lastReadMessageId: number | null,
): ConversationMessage {
  const authorRole = row.author_role ?? 'customer';
  return {
    kind: 'message',
    id: row.id,
    body: row.body,
    author: {
      name: row.author_name || row.author_email || '',
      side: sideOf(authorRole),
      is_me: row.user_id === user.id,
    },
    order_line: row.line_uuid ? { id: row.line_uuid, title: row.line_title ?? '' } : null,
    files: row.files.map((file) =>
      toAttachmentJson(secretKey, { id: file.id, name: file.name, storageKey: file.storage_key }),
    ),
    // Unread to the caller: the other side wrote it after the caller's marker (the sidebars count the same).
    is_unread: authorRole !== user.role && row.id > (lastReadMessageId ?? 0),
    created_at: row.created_at,
  };
}

/**
 * Whose orders the thread statement may find: none for provider staff (every order); a customer's company and the
 * teams they joined, as the session brought them. A caller without them (not from a session) is checked by the
 * orders service first, and the statement then needs no scope.
 */
async function threadScopeOf(db: Database, user: CurrentUser, orderUuid: string) {
  if (user.role === 'provider') return undefined;
  if (user.teamIds) return { companyId: user.companyId, teamIds: user.teamIds };
  await findOrderSeenBy(db, user, orderUuid);
  return undefined;
}

/** GET /api/conversations/:order_id: a page of the thread, its messages and the order's events, oldest first. */
export async function getConversation(
  db: Database,
  secretKey: string,
  user: CurrentUser,
  orderUuid: string,
  query: ConversationQuery,
): Promise<ConversationResponse> {
  const offset = (query.page - 1) * query.per_page;
  const page = await findThreadPage(db, {
    orderUuid,
    userId: user.id,
    scope: await threadScopeOf(db, user, orderUuid),
    limit: query.per_page,
    offset,
  });
  if (!page) throw notFound('Order');
  const { total, newestMessageId } = page;
  return {
    entries: page.entries.map((row) =>
      row.kind === 'message'
        ? toMessageJson(secretKey, user, row, page.lastReadMessageId)
        : {
            kind: 'event' as const,
            id: row.id,
            title: row.title ?? '',
            message: row.body,
            item_names: row.item_names ?? [],
            created_at: row.created_at,
          },
    ),
    newest_message_id: newestMessageId,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}

/**
 * POST /api/conversations/:order_id/messages: checks the text, the line and every file before anything is
 * stored, then writes the message and its files and queues a mail to each person on the other side.
 */
export async function postMessage(
  db: Database,
  files: FileStore,
  settings: { secretKey: string; publicUrl: string },
  user: CurrentUser,
  orderUuid: string,
  fields: NewMessageFields,
  uploads: UploadedFile[],
): Promise<ConversationMessage> {
  const { order } = await findOrderSeenBy(db, user, orderUuid);
  const line = fields.order_line_id ? await findLineOfOrder(db, order.id, fields.order_line_id) : undefined;
  if (fields.order_line_id && !line) throw unprocessable(['No such line on this order']);
  const checked = checkAttachmentUploads(uploads);
  const stored = await storeAttachmentFiles(files, checked);
  const body = messageText(fields.body);
  const { message, savedFiles } = await db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      orderId: order.id,
      userId: user.id,
      orderItemId: line?.id ?? null,
      body,
    });
    const savedFiles = await insertMessageFiles(
      tx,
      stored.map((file) => ({ ...file, messageId: message.id })),
    );
    await mailMessage(tx, settings.publicUrl, user, order, { id: message.id, body, lineTitle: line?.title });
    return { message, savedFiles };
  });
  return {
    kind: 'message',
    id: message.id,
    body: message.body,
    author: { name: user.name || user.email, side: sideOf(user.role), is_me: true },
    order_line: line ? { id: line.uuid, title: line.title } : null,
    files: savedFiles.map((file) => toAttachmentJson(settings.secretKey, file)),
    is_unread: false,
    created_at: message.createdAt.toISOString(),
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One mail per recipient and message (a retried job never sends it twice), with a link back to the order. */
async function mailMessage(
  tx: Transaction,
  publicUrl: string,
  sender: CurrentUser,
  order: { id: number; uuid: string; uid: string; userId: number; subscribedEmail: string | null },
  message: { id: number; body: string; lineTitle: string | undefined },
) {
  const senderSide = sideOf(sender.role);
  const recipients = conversationMailRecipients({
    senderSide,
    senderEmail: sender.email,
    buyerAddresses: senderSide === 'provider' ? await orderUpdateAddresses(tx, order) : [],
    providerAddresses:
      senderSide === 'buyer'
        ? [
            ...(await providerSettingsOf(tx)).notificationEmails,
            ...(await findProviderWritersOfOrder(tx, order.id)),
          ]
        : [],
  });
  const link =
    senderSide === 'provider'
      ? { label: 'Reply on the order', url: `${publicUrl}/orders/${order.uuid}` }
      : { label: 'Reply in the console', url: `${publicUrl}/admin/orders?keyword=${order.uid}` };
  const name = sender.name || sender.email;
  for (const to of recipients) {
    await enqueueMailOnce(
      tx,
      `conversation:${message.id}:${to.toLowerCase()}`,
      composeMail(to, `${name} wrote about order ${order.uid}`, {
        heading: `${name} wrote about order ${order.uid}`,
        paragraphs: [...(message.lineTitle ? [`About ${message.lineTitle}:`] : []), message.body],
        action: link,
        footnote: 'Replies by e-mail are not read: answer on the order page.',
      }),
    );
  }
}

/** POST /api/conversations/:order_id/read: the caller has seen the thread up to that message. */
export async function markConversationRead(db: Database, user: CurrentUser, orderUuid: string, upTo: number) {
  const { order } = await findOrderSeenBy(db, user, orderUuid);
  await markThreadRead(db, order.id, user.id, upTo);
}

/**
 * GET /api/conversations/unread: the caller's unread messages over the orders they see (provider: all), from the
 * kept counts. A customer not from a session has their joined teams read first.
 */
export async function countUnread(db: Database, user: CurrentUser): Promise<UnreadResponse> {
  const figures = await findUnreadFigures(db, { id: user.id, scope: await seenOrdersScope(db, user) });
  return { unread_count: figures.total, orders: figures.orders };
}
