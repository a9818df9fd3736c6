import { messageBody } from '@livery/api-schemas/common';
import {
  approvedQuotationResponse,
  approveQuotationBody,
  commentResponse,
  createdQuotationResponse,
  deleteQuotationBody,
  deleteRfqCommentBody,
  quotationParams,
  quotationResponse,
  quotationsQuery,
  quotationsResponse,
  removeRfqAttachmentBody,
  rfqProductParams,
  updateQuotationBody,
} from '@livery/api-schemas/quotations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import {
  addRfqComment,
  approveQuotation,
  createQuotation,
  deleteQuotation,
  deleteRfqComment,
  getQuotation,
  listQuotations,
  type QuotationContext,
  removeRfqAttachment,
  updateQuotation,
  updateRfqProduct,
} from './quotations.service.ts';
import { readQuotationForm } from './read-quotation-form.ts';

/** Requests for quotation (spec 03 sections 2.9 and 7), for company users. */
export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
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
  const tags = ['quotations'];

  app.get(
    '/rf_quotes',
    { schema: { tags, querystring: quotationsQuery, response: { 200: quotationsResponse } } },
    async (request) => listQuotations(db, requireCustomer(request), request.query),
  );

  app.post(
    '/rf_quotes',
    {
      schema: {
        tags,
        summary:
          'Ask for a quotation (multipart: project_title, email, company, name, team_id, note, ship_add_id, bill_add_id, rfq_products_attributes[i][title|user_unit_cost|qty|has_logo|requirements|attachments][])',
        response: { 201: createdQuotationResponse },
      },
    },
    async (request, reply) => {
      const user = requireCustomer(request);
      const created = await createQuotation(context, user, await readQuotationForm(request));
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/rf_quotes/:id',
    { schema: { tags, params: quotationParams, response: { 200: quotationResponse } } },
    async (request) => getQuotation(context, requireCustomer(request), request.params.id),
  );

  app.put(
    '/rf_quotes/:id',
    {
      schema: {
        tags,
        params: quotationParams,
        body: updateQuotationBody,
        response: { 200: quotationResponse },
      },
    },
    async (request) => updateQuotation(context, requireCustomer(request), request.params.id, request.body),
  );

  app.delete(
    '/rf_quotes',
    { schema: { tags, body: deleteQuotationBody, response: { 200: messageBody } } },
    async (request) => {
      await deleteQuotation(context, requireCustomer(request), request.body.uid);
      return { message: 'Deleted!' };
    },
  );

  app.put(
    '/rf_quotes/:id/approve_quote',
    {
      schema: {
        tags,
        summary: 'Approve the current priced version, with the option lines ticked (body optional)',
        params: quotationParams,
        body: approveQuotationBody,
        response: { 200: approvedQuotationResponse },
      },
    },
    async (request) =>
      approveQuotation(context, requireCustomer(request), request.params.id, request.body ?? {}),
  );

  app.put(
    '/rfq_products/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a quotation product (multipart: title, qty, user_unit_cost, has_logo, requirements, attachments[])',
        params: rfqProductParams,
        response: { 200: quotationResponse },
      },
    },
    async (request) => {
      const user = requireCustomer(request);
      return updateRfqProduct(context, user, request.params.id, await readQuotationForm(request));
    },
  );

  app.delete(
    '/rfq_products/:id/remove_attachment',
    {
      schema: {
        tags,
        params: rfqProductParams,
        body: removeRfqAttachmentBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await removeRfqAttachment(
        context,
        requireCustomer(request),
        request.params.id,
        request.body.attachment_id,
      );
      return { message: 'Deleted!' };
    },
  );

  app.post(
    '/rfq_comments',
    {
      schema: {
        tags,
        summary: 'Comment on a quotation product (multipart: content, rfq_product_id, attachments[])',
        response: { 201: commentResponse },
      },
    },
    async (request, reply) => {
      const user = requireCustomer(request);
      return reply.status(201).send(await addRfqComment(context, user, await readQuotationForm(request)));
    },
  );

  app.delete(
    '/rfq_comments',
    { schema: { tags, body: deleteRfqCommentBody, response: { 200: messageBody } } },
    async (request) => {
      await deleteRfqComment(context, requireCustomer(request), request.body.id);
      return { message: 'Deleted!' };
    },
  );
};
