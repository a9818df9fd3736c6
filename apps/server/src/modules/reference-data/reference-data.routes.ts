import {
  countriesResponse,
  industriesResponse,
  ordersStatusResponse,
  statesResponse,
} from '@livery/api-schemas/reference-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/authentication.ts';
import { listCountries, listIndustries, listOrderStatuses, listStates } from './reference-data.service.ts';

export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    { schema: { tags: ['reference data'], response: { 200: countriesResponse } } },
    async (request) => {
      requireUser(request);
      return { countries: listCountries() };
    },
  );

  app.get(
    '/states/:country',
    {
      schema: {
        tags: ['reference data'],
        params: z.object({ country: z.string().length(2) }),
        response: { 200: statesResponse },
      },
    },
    async (request) => {
      requireUser(request);
      return { states: listStates(request.params.country) };
    },
  );

  app.get(
    '/companies/get_industries',
    { schema: { tags: ['reference data'], response: { 200: industriesResponse } } },
    async (request) => {
      requireUser(request);
      return { industries: listIndustries() };
    },
  );

  app.get(
    '/team_accounts/get_orders_status',
    { schema: { tags: ['reference data'], response: { 200: ordersStatusResponse } } },
    async (request) => {
      requireUser(request);
      return listOrderStatuses();
    },
  );
};
