import {
  entitlementExportQuery,
  entitlementReportResponse,
  reportExportLinkResponse,
  reportQuery,
  reportResponse,
} from '@livery/api-schemas/reports';
import { budgetReportResponse } from '@livery/api-schemas/team-budgets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { getTeamBudgetReport } from './budget-report.service.ts';
import { getEntitlementReport } from './entitlement-report.service.ts';
import { getReport, reportExportLink, signedExportLink } from './reports.service.ts';

const tags = ['reports'];

/**
 * The uniform and laundry reports (spec 03 section 2.1), the uniform programme's entitlement report (issue 25
 * item 7), budget versus spend per team (item 7), and the links their Export buttons open.
 */
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

  app.get(
    '/reports/entitlements',
    { schema: { tags, response: { 200: entitlementReportResponse } } },
    async (request) => getEntitlementReport(db, requireCustomer(request), config.timeZone),
  );

  app.get(
    '/reports/entitlements/export_link',
    { schema: { tags, querystring: entitlementExportQuery, response: { 200: reportExportLinkResponse } } },
    async (request) =>
      signedExportLink(
        config.secretKey,
        requireCustomer(request),
        'entitlement_report',
        new URLSearchParams({ format: request.query.format }).toString(),
      ),
  );

  app.get(
    '/reports/budgets',
    { schema: { tags, response: { 200: budgetReportResponse } } },
    async (request) => getTeamBudgetReport(db, requireCustomer(request), config.timeZone),
  );

  app.get(
    '/reports/budgets/export_link',
    { schema: { tags, querystring: entitlementExportQuery, response: { 200: reportExportLinkResponse } } },
    async (request) =>
      signedExportLink(
        config.secretKey,
        requireCustomer(request),
        'budget_report',
        new URLSearchParams({ format: request.query.format }).toString(),
      ),
  );
};
