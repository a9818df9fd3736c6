import {
  addressBody,
  addressesQuery,
  addressesResponse,
  addressResponse,
  deleteAddressBody,
} from '@livery/api-schemas/addresses';
import { messageBody, uuidParams } from '@livery/api-schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/addresses',
    { schema: { tags: ['addresses'], querystring: addressesQuery, response: { 200: addressesResponse } } },
    async (request) => ({
      addresses: await listAddresses(db, requireCustomer(request), request.query.keyword),
    }),
  );

  app.post(
    '/addresses',
    { schema: { tags: ['addresses'], body: addressBody, response: { 201: addressResponse } } },
    async (request, reply) => {
      const address = await createAddress(db, requireCustomer(request), request.body);
      return reply.status(201).send({ message: 'Address Created', address });
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        params: uuidParams,
        body: addressBody,
        response: { 200: addressResponse },
      },
    },
    async (request) => ({
      message: 'Address Updated',
      address: await updateAddress(db, requireCustomer(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/addresses',
    { schema: { tags: ['addresses'], body: deleteAddressBody, response: { 200: messageBody } } },
    async (request) => {
      await deleteAddress(db, requireCustomer(request), request.body.uuid);
      return { message: 'Your address has been deleted.' };
    },
  );
};
