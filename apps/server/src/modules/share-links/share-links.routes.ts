import { entitlementExportLinkQuery, reportExportQuery } from '@livery/api-schemas/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { type Download, sendDownload } from '../../plugins/send-download.ts';
import { exportBudgetReport } from '../reports/budget-report.service.ts';
import { exportEntitlementReport } from '../reports/entitlement-report.service.ts';
import { exportReport, userOfReportExportLink } from '../reports/reports.service.ts';

interface SignedLinkQuery {
  token: string;
  expires: number;
  format: 'csv' | 'xlsx';
}

interface ExportedFile {
  fileName: string;
  contentType: string;
  stream: Download['body'];
}

/**
 * Links opened in a new window, which sends no auth headers: each carries a signed, expiring token bound
 * to the user it acts for (spec 03 section 7, report export).
 */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const params = z.object({ id: z.uuid() });

  /** The answer to a signed link: the user it acts for (a bad or expired token is refused), then their file. */
  const downloadFor =
    <Query extends SignedLinkQuery>(exportFile: (user: CurrentUser, query: Query) => Promise<ExportedFile>) =>
    async (request: { params: { id: string }; query: Query }, reply: FastifyReply) => {
      const { token, expires } = request.query;
      const user = await userOfReportExportLink(db, config.secretKey, {
        userUuid: request.params.id,
        token,
        expires,
      });
      const file = await exportFile(user, request.query);
      return sendDownload(reply, { fileName: file.fileName, type: file.contentType, body: file.stream });
    };

  app.get(
    '/share_links/:id/report',
    { schema: { tags: ['reports'], params, querystring: reportExportQuery } },
    downloadFor((user, { token: _token, expires: _expires, format, ...filters }) =>
      exportReport(db, user, filters, format, config.timeZone),
    ),
  );

  app.get(
    '/share_links/:id/entitlement_report',
    { schema: { tags: ['reports'], params, querystring: entitlementExportLinkQuery } },
    downloadFor((user, { format }) => exportEntitlementReport(db, user, format, config.timeZone)),
  );

  app.get(
    '/share_links/:id/budget_report',
    { schema: { tags: ['reports'], params, querystring: entitlementExportLinkQuery } },
    downloadFor((user, { format }) => exportBudgetReport(db, user, format, config.timeZone)),
  );
};
