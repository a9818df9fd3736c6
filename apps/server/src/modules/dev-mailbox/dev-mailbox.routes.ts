import { mailboxMessagesResponse, mailboxQuery } from '@livery/api-schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMailboxMessages } from '../mail/mail.service.ts';
import { renderMailboxPage } from './dev-mailbox.page.ts';

/** Development only (no SMTP_URL, not production): the outbox as JSON for tests and as a page for people. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/mailbox/messages',
    {
      schema: {
        tags: ['development'],
        summary: 'The e-mails the server sent, newest first (development only)',
        querystring: mailboxQuery,
        response: { 200: mailboxMessagesResponse },
      },
    },
    async (request) => listMailboxMessages(db, { to: request.query.to }),
  );

  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'A page listing the e-mails the server sent (development only)',
        querystring: mailboxQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const messages = await listMailboxMessages(db, { to: request.query.to });
      return reply
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(messages, { to: request.query.to }));
    },
  );
};
