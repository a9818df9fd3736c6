import {
  accountingContactResponse,
  accountingInvoicesResponse,
  agedReceivablesResponse,
} from '@livery/api-schemas/invoices';
import { type ReportQuery, reportQuery } from '@livery/api-schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { type CurrentUser, requireCustomer } from '../../plugins/authentication.ts';
import type { LedgerScope } from '../invoices/invoices.service.ts';
import { resolveReportFilter } from '../reports/reports.service.ts';
import { ledgerAccountingProvider } from './ledger-accounting-provider.ts';

const tags = ['reports'];

/** The report's filters as an accounting scope: teams, member and order type; dates only when given. */
async function scopeOf(
  db: Database,
  user: CurrentUser,
  query: ReportQuery,
  timeZone: string,
): Promise<LedgerScope> {
  const filter = await resolveReportFilter(db, user, query, timeZone);
  return {
    companyId: user.companyId,
    userId: user.id,
    teamIds: query.team_id.length > 0 ? filter.teamIds : undefined,
    orderUserId: filter.userId,
    orderType: query.order_type,
    fromDate: query.from_date,
    toDate: query.to_date,
    timeZone,
  };
}

/** Spec 03's accounting calls, answered by the accounting provider (Livery's own ledger). */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const accounting = ledgerAccountingProvider(db);

  app.get(
    '/reports/get_xero_contact',
    {
      schema: {
        tags,
        summary: 'The company as an accounting contact: outstanding receivable balance and currency',
        response: { 200: accountingContactResponse },
      },
    },
    async (request) => {
      const user = requireCustomer(request);
      return accounting.getContact(
        { companyId: user.companyId, userId: user.id, timeZone: config.timeZone },
        new Date(),
      );
    },
  );

  app.get(
    '/reports/get_xero_invoices',
    {
      schema: {
        tags,
        summary: 'Invoice rows from the ledger with their summary (the report filters apply)',
        querystring: reportQuery,
        response: { 200: accountingInvoicesResponse },
      },
    },
    async (request) => {
      const user = requireCustomer(request);
      return accounting.listInvoices(await scopeOf(db, user, request.query, config.timeZone), new Date());
    },
  );

  app.get(
    '/reports/get_report_aged_receivables_by_contact',
    {
      schema: {
        tags,
        summary: 'Aged receivables of the company: current, 1-30, 31-60, 61-90, over 90 days past due',
        querystring: reportQuery,
        response: { 200: agedReceivablesResponse },
      },
    },
    async (request) => {
      const user = requireCustomer(request);
      return accounting.agedReceivables(await scopeOf(db, user, request.query, config.timeZone), new Date());
    },
  );
};
