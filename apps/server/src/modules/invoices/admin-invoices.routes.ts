import { uuidParams } from '@livery/api-schemas/common';
import {
  adminInvoicesQuery,
  adminInvoicesResponse,
  invoiceDetail,
  recordCreditNoteBody,
  recordPaymentBody,
  voidInvoiceBody,
} from '@livery/api-schemas/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import {
  getInvoice,
  listInvoices,
  recordCreditNote,
  recordPayment,
  voidInvoice,
} from './invoices.service.ts';

const tags = ['provider console'];

/** The provider console's ledger calls, under /api/admin: invoices, payments, credit notes, voiding. */
export const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'Every company’s invoices (filters: company, derived status, keyword)',
        querystring: adminInvoicesQuery,
        response: { 200: adminInvoicesResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return listInvoices(db, request.query);
    },
  );

  app.get(
    '/invoices/:id',
    { schema: { tags, params: uuidParams, response: { 200: invoiceDetail } } },
    async (request) => {
      requireProvider(request);
      return getInvoice(db, request.params.id, config.secretKey);
    },
  );

  app.post(
    '/invoices/:id/payments',
    {
      schema: {
        tags,
        summary: 'Record a payment received (cents, at most the balance)',
        params: uuidParams,
        body: recordPaymentBody,
        response: { 201: invoiceDetail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordPayment(
            db,
            requireProvider(request),
            request.params.id,
            request.body,
            config.secretKey,
            { publicUrl: config.publicUrl },
          ),
        ),
  );

  app.post(
    '/invoices/:id/credit_notes',
    {
      schema: {
        tags,
        summary: 'Record a credit note (cents, at most the balance, with a reason)',
        params: uuidParams,
        body: recordCreditNoteBody,
        response: { 201: invoiceDetail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordCreditNote(
            db,
            requireProvider(request),
            request.params.id,
            request.body,
            config.secretKey,
          ),
        ),
  );

  app.post(
    '/invoices/:id/void',
    {
      schema: {
        tags,
        summary: 'Void an invoice (reason required)',
        params: uuidParams,
        body: voidInvoiceBody,
        response: { 200: invoiceDetail },
      },
    },
    async (request) =>
      voidInvoice(db, requireProvider(request), request.params.id, request.body.reason, config.secretKey),
  );
};
