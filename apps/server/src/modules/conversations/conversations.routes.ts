import { messageBody } from '@livery/api-schemas/common';
import {
  conversationParams,
  conversationQuery,
  conversationResponse,
  markReadBody,
  newMessageFields,
  postedMessageResponse,
  unreadResponse,
} from '@livery/api-schemas/conversations';
import { MESSAGE_MAX_LENGTH } from '@livery/domain/conversation-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../errors.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import { readUploadedParts } from '../attachments/read-uploaded-parts.ts';
import { countUnread, getConversation, markConversationRead, postMessage } from './conversations.service.ts';

/**
 * An order's conversation, for the order's company (those who see the order) and the provider's staff alike:
 * the same calls answer both, each scoped to the orders its caller sees (another company's order is 404).
 */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A message is multipart (text and files): the parser is registered for this plugin's routes (registerMultipart).
  await registerMultipart(app);
  const { db, files, config } = app.deps;

  app.get(
    '/conversations/unread',
    { schema: { tags: ['conversations'], response: { 200: unreadResponse } } },
    async (request) => countUnread(db, requireUser(request)),
  );

  app.get(
    '/conversations/:order_id',
    {
      schema: {
        tags: ['conversations'],
        params: conversationParams,
        querystring: conversationQuery,
        response: { 200: conversationResponse },
      },
    },
    async (request) =>
      getConversation(db, config.secretKey, requireUser(request), request.params.order_id, request.query),
  );

  app.post(
    '/conversations/:order_id/messages',
    {
      schema: {
        tags: ['conversations'],
        params: conversationParams,
        response: { 201: postedMessageResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A character may take four bytes of UTF-8; the text's own limit is checked on characters below.
      const { uploads, fields } = await readUploadedParts(request, {
        fields: ['body', 'order_line_id'],
        fieldSize: MESSAGE_MAX_LENGTH * 4 + 16,
      });
      const parsed = newMessageFields.safeParse({
        body: fields.body ?? '',
        order_line_id: fields.order_line_id || undefined,
      });
      if (!parsed.success) throw unprocessable(parsed.error.issues.map((issue) => issue.message));
      const message = await postMessage(
        db,
        files,
        { secretKey: config.secretKey, publicUrl: config.publicUrl },
        user,
        request.params.order_id,
        parsed.data,
        uploads,
      );
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/conversations/:order_id/read',
    {
      schema: {
        tags: ['conversations'],
        params: conversationParams,
        body: markReadBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await markConversationRead(
        db,
        requireUser(request),
        request.params.order_id,
        request.body.up_to_message_id,
      );
      return { message: 'Read' };
    },
  );
};
