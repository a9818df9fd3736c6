import { messageBody } from '@livery/api-schemas/common';
import {
  adminQuotationsQuery,
  commentResponse,
  deleteRfqCommentBody,
  priceQuotationBody,
  quotationParams,
  quotationResponse,
  quotationsResponse,
} from '@livery/api-schemas/quotations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import {
  addRfqComment,
  cancelQuotation,
  deleteRfqComment,
  getQuotation,
  listQuotations,
  priceQuotation,
  type QuotationContext,
} from './quotations.service.ts';
import { readQuotationForm } from './read-quotation-form.ts';

/** The provider's quote desk, under /api/admin: every company's requests, priced and answered here. */
export const adminQuotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its forms are multipart: the parser is registered for this plugin's routes (registerMultipart).
  await registerMultipart(app);
  const { db, files, config } = app.deps;
  const context: QuotationContext = {
    db,
    files,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
    timeZone: config.timeZone,
  };
  const tags = ['provider console'];

  app.get(
    '/rf_quotes',
    { schema: { tags, querystring: adminQuotationsQuery, response: { 200: quotationsResponse } } },
    async (request) => listQuotations(db, requireProvider(request), request.query),
  );

  app.get(
    '/rf_quotes/:id',
    { schema: { tags, params: quotationParams, response: { 200: quotationResponse } } },
    async (request) => getQuotation(context, requireProvider(request), request.params.id),
  );

  app.put(
    '/rf_quotes/:id/price',
    {
      schema: {
        tags,
        params: quotationParams,
        body: priceQuotationBody,
        response: { 200: quotationResponse },
      },
    },
    async (request) => priceQuotation(context, requireProvider(request), request.params.id, request.body),
  );

  app.put(
    '/rf_quotes/:id/cancel',
    { schema: { tags, params: quotationParams, response: { 200: quotationResponse } } },
    async (request) => cancelQuotation(context, requireProvider(request), request.params.id),
  );

  app.post(
    '/rfq_comments',
    {
      schema: {
        tags,
        summary: 'Answer on a quotation product (multipart: content, rfq_product_id, attachments[])',
        response: { 201: commentResponse },
      },
    },
    async (request, reply) => {
      const provider = requireProvider(request);
      return reply.status(201).send(await addRfqComment(context, provider, await readQuotationForm(request)));
    },
  );

  app.delete(
    '/rfq_comments',
    { schema: { tags, body: deleteRfqCommentBody, response: { 200: messageBody } } },
    async (request) => {
      await deleteRfqComment(context, requireProvider(request), request.body.id);
      return { message: 'Deleted!' };
    },
  );
};
