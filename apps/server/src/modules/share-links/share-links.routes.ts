import { entitlementExportLinkQuery, reportExportQuery } from '@livery/api-schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../plugins/send-download.ts';
import { exportBudgetReport } from '../reports/budget-report.service.ts';
import { exportEntitlementReport } from '../reports/entitlement-report.service.ts';
import { exportReport, userOfReportExportLink } from '../reports/reports.service.ts';

/**
 * Links opened in a new window, which sends no auth headers: each carries a signed, expiring token bound
 * to the user it acts for (spec 03 section 7, report export).
 */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/share_links/:id/report',
    {
      schema: {
        tags: ['reports'],
        params: z.object({ id: z.uuid() }),
        querystring: reportExportQuery,
      },
    },
    async (request, reply) => {
      const { token, expires, format, ...filters } = request.query;
      const user = await userOfReportExportLink(db, config.secretKey, {
        userUuid: request.params.id,
        token,
        expires,
      });
      const file = await exportReport(db, user, filters, format, config.timeZone);
      return sendDownload(reply, { fileName: file.fileName, type: file.contentType, body: file.stream });
    },
  );

  app.get(
    '/share_links/:id/entitlement_report',
    {
      schema: {
        tags: ['reports'],
        params: z.object({ id: z.uuid() }),
        querystring: entitlementExportLinkQuery,
      },
    },
    async (request, reply) => {
      const { token, expires, format } = request.query;
      const user = await userOfReportExportLink(db, config.secretKey, {
        userUuid: request.params.id,
        token,
        expires,
      });
      const file = await exportEntitlementReport(db, user, format, config.timeZone);
      return sendDownload(reply, { fileName: file.fileName, type: file.contentType, body: file.stream });
    },
  );

  app.get(
    '/share_links/:id/budget_report',
    {
      schema: {
        tags: ['reports'],
        params: z.object({ id: z.uuid() }),
        querystring: entitlementExportLinkQuery,
      },
    },
    async (request, reply) => {
      const { token, expires, format } = request.query;
      const user = await userOfReportExportLink(db, config.secretKey, {
        userUuid: request.params.id,
        token,
        expires,
      });
      const file = await exportBudgetReport(db, user, format, config.timeZone);
      return sendDownload(reply, { fileName: file.fileName, type: file.contentType, body: file.stream });
    },
  );
};
