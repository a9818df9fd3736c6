import { consoleSettings, updateConsoleSettingsBody } from '@livery/api-schemas/console-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { getConsoleSettings, updateConsoleSettings } from './console-settings.service.ts';

const tags = ['provider console'];

/** The console's Settings page: who is e-mailed of new work, and the bank details buyers pay into. */
export const adminConsoleSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: "The provider's notification recipients and bank details",
        response: { 200: consoleSettings },
      },
    },
    async (request) => {
      requireProvider(request);
      return getConsoleSettings(db);
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Save the notification recipients (comma-separated, at most 20) and the bank details printed on invoices',
        body: updateConsoleSettingsBody,
        response: { 200: consoleSettings },
      },
    },
    async (request) => {
      requireProvider(request);
      return updateConsoleSettings(db, request.body);
    },
  );
};
