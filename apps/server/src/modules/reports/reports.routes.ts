import { reportExportLinkResponse, reportQuery, reportResponse } from '@livery/api-schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { getReport, reportExportLink } from './reports.service.ts';

const tags = ['reports'];

/** The uniform and laundry reports (spec 03 section 2.1) and the link their Export button opens. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/reports/report',
    { schema: { tags, querystring: reportQuery, response: { 200: reportResponse } } },
    async (request) => getReport(db, requireCustomer(request), request.query, config.timeZone),
  );

  app.get(
    '/reports/export_link',
    { schema: { tags, querystring: reportQuery, response: { 200: reportExportLinkResponse } } },
    async (request) => {
      const queryText = request.url.split('?')[1] ?? '';
      return reportExportLink(db, requireCustomer(request), request.query, config, queryText);
    },
  );
};
