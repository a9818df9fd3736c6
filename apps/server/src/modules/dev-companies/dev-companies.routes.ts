import { devCompanyBody, devCompanyResponse, errorBody } from '@livery/api-schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDevCompany } from './dev-companies.service.ts';

/**
 * Development only (registered beside the development mailbox: no SMTP_URL, not production): makes a customer
 * company with its person in charge, for browser journeys that must not share the demo companies' data.
 */
export const devCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/companies',
    {
      schema: {
        tags: ['development'],
        summary: 'A customer company and its person in charge, set up (development only)',
        body: devCompanyBody,
        response: { 201: devCompanyResponse, 422: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createDevCompany(db, request.body)),
  );
};
