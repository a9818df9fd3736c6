import { uuidParams } from '@livery/api-schemas/common';
import { statementResponse } from '@livery/api-schemas/credit-terms';
import {
  billingsQuery,
  billingsResponse,
  invoiceUrlResponse,
  orderInvoiceResponse,
  signedInvoiceQuery,
} from '@livery/api-schemas/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import { getInvoiceUrl, getOrderInvoice, invoicePdfByLink, listBillings } from './invoices.service.ts';
import { getStatement, statementPdf } from './statement.service.ts';

/** A customer's invoices: the billing list, an order's invoice and the signed link to its PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/billings',
    {
      schema: {
        tags: ['billing'],
        summary: 'The billing list (spec 03 section 2.6)',
        querystring: billingsQuery,
        response: { 200: billingsResponse },
      },
    },
    async (request) => listBillings(db, requireCustomer(request), request.query, config),
  );

  app.get(
    '/billings/statement',
    {
      schema: {
        tags: ['billing'],
        summary:
          'The statement of account: total outstanding, aged balance, each open invoice, the terms and credit limit',
        response: { 200: statementResponse },
      },
    },
    async (request) => getStatement(db, requireCustomer(request), config.timeZone),
  );

  app.get(
    '/billings/statement.pdf',
    { schema: { tags: ['billing'], summary: 'The statement of account as a PDF' } },
    async (request, reply) => {
      const { pdf, fileName } = await statementPdf(db, requireCustomer(request), config.timeZone);
      return sendDownload(reply, { fileName, type: 'application/pdf', body: pdf });
    },
  );

  app.get(
    '/reports/:id/get_invoice_url',
    {
      schema: {
        tags: ['billing'],
        summary: "A signed, expiring link to the invoice PDF of an order (id: the order's uuid)",
        params: uuidParams,
        response: { 200: invoiceUrlResponse },
      },
    },
    async (request) => getInvoiceUrl(db, requireCustomer(request), request.params.id, config.secretKey),
  );

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['billing'],
        summary:
          "An order's invoice: number, status, due date, total, paid and balance (null before approval)",
        params: uuidParams,
        response: { 200: orderInvoiceResponse },
      },
    },
    async (request) => getOrderInvoice(db, requireCustomer(request), request.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags: ['billing'],
        summary:
          'The invoice PDF behind a signed link (no auth headers; a tampered or expired link is refused)',
        params: uuidParams,
        querystring: signedInvoiceQuery,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await invoicePdfByLink(
        db,
        config.secretKey,
        {
          invoiceUuid: request.params.id,
          expires: request.query.expires,
          token: request.query.token,
        },
        config.timeZone,
      );
      return sendDownload(reply, { fileName, type: 'application/pdf', body: pdf });
    },
  );
};
