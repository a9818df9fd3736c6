import {
  creditTermsParams,
  creditTermsResponse,
  updateCreditTermsBody,
} from '@livery/api-schemas/credit-terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { getCreditTerms, updateCreditTerms } from '../invoices/credit-terms.service.ts';

const tags = ['provider console'];

/** The provider console's company calls, under /api/admin: a customer company's payment terms and credit limit. */
export const adminCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/companies/:id/credit_terms',
    { schema: { tags, params: creditTermsParams, response: { 200: creditTermsResponse } } },
    async (request) => {
      requireProvider(request);
      return getCreditTerms(db, request.params.id);
    },
  );

  app.put(
    '/companies/:id/credit_terms',
    {
      schema: {
        tags,
        summary: "Sets a company's payment terms and/or credit limit (cents; null: no limit)",
        params: creditTermsParams,
        body: updateCreditTermsBody,
        response: { 200: creditTermsResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return updateCreditTerms(db, request.params.id, request.body);
    },
  );
};
