import { messageBody } from '@livery/api-schemas/common';
import { countryParams, taxRateBody, taxRateResponse, taxRatesResponse } from '@livery/api-schemas/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { listTaxRates, removeTaxRate, setTaxRate } from './taxes.service.ts';

const tags = ['provider console'];

/** Provider console: GST rates per destination country, under /api/admin. */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/tax_rates', { schema: { tags, response: { 200: taxRatesResponse } } }, async (request) => {
    requireProvider(request);
    return { tax_rates: await listTaxRates(db) };
  });

  app.post(
    '/tax_rates',
    { schema: { tags, body: taxRateBody, response: { 200: taxRateResponse } } },
    async (request) => {
      requireProvider(request);
      const { country_code: country, rate_percent: rate } = request.body;
      return { message: 'Tax rate saved', tax_rate: await setTaxRate(db, country, rate) };
    },
  );

  app.put(
    '/tax_rates/:country',
    {
      schema: {
        tags,
        params: countryParams,
        body: taxRateBody.pick({ rate_percent: true }),
        response: { 200: taxRateResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return {
        message: 'Tax rate saved',
        tax_rate: await setTaxRate(db, request.params.country, request.body.rate_percent),
      };
    },
  );

  app.delete(
    '/tax_rates/:country',
    { schema: { tags, params: countryParams, response: { 200: messageBody } } },
    async (request) => {
      requireProvider(request);
      await removeTaxRate(db, request.params.country);
      return { message: 'Deleted!' };
    },
  );
};
