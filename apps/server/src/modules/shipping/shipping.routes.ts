import { messageBody } from '@livery/api-schemas/common';
import {
  numericIdParams,
  shippingServiceBody,
  shippingServiceResponse,
  shippingServicesQuery,
  shippingServicesResponse,
} from '@livery/api-schemas/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import {
  changeShippingService,
  createShippingService,
  listShippingServices,
  removeShippingService,
} from './shipping.service.ts';

const tags = ['provider console'];

/** Provider console: shipping services per origin and destination, under /api/admin. */
export const adminShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/shipping_services',
    { schema: { tags, querystring: shippingServicesQuery, response: { 200: shippingServicesResponse } } },
    async (request) => {
      requireProvider(request);
      return { shipping_services: await listShippingServices(db, request.query) };
    },
  );

  app.post(
    '/shipping_services',
    { schema: { tags, body: shippingServiceBody, response: { 201: shippingServiceResponse } } },
    async (request, reply) => {
      requireProvider(request);
      const shippingService = await createShippingService(db, request.body);
      return reply.status(201).send({ message: 'Shipping service added', shipping_service: shippingService });
    },
  );

  app.put(
    '/shipping_services/:id',
    {
      schema: {
        tags,
        params: numericIdParams,
        body: shippingServiceBody,
        response: { 200: shippingServiceResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return {
        message: 'Shipping service updated',
        shipping_service: await changeShippingService(db, request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/shipping_services/:id',
    { schema: { tags, params: numericIdParams, response: { 200: messageBody } } },
    async (request) => {
      requireProvider(request);
      await removeShippingService(db, request.params.id);
      return { message: 'Deleted!' };
    },
  );
};
