import { errorBody } from '@livery/api-schemas/common';
import { companiesQuery, companiesResponse } from '@livery/api-schemas/reference-data';
import {
  currentUserResponse,
  defaultAddressBody,
  updateUserBody,
  userIdParams,
  userResponse,
} from '@livery/api-schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/authentication.ts';
import { findUserJson, updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/users',
    { schema: { tags: ['users'], response: { 200: currentUserResponse, 401: errorBody } } },
    async (request) => ({
      user: await findUserJson(db, requireUser(request).id),
      time_zone: app.deps.config.timeZone,
    }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: userIdParams,
        body: updateUserBody,
        response: { 200: userResponse, 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      user: await updateUser(db, requireUser(request), request.params.id, request.body),
    }),
  );

  // Spec 01 section 7: set the default shipping or billing address.
  app.post(
    '/users/address',
    {
      schema: {
        tags: ['users'],
        body: defaultAddressBody,
        response: { 200: userResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const user = await updateUser(db, caller, caller.id, request.body);
      const message =
        request.body.ship_add_id !== undefined
          ? 'Shipping address has been updated'
          : 'Billing address has been updated';
      return { message, user };
    },
  );

  // A user sees only their own company: other customers of the provider are nobody else's business.
  app.get(
    '/companies',
    {
      schema: { tags: ['reference data'], querystring: companiesQuery, response: { 200: companiesResponse } },
    },
    async (request) => {
      const user = await findUserJson(db, requireUser(request).id);
      const keyword = request.query.keyword?.trim().toLowerCase();
      const company = user.company;
      return { companies: !keyword || company.name.toLowerCase().includes(keyword) ? [company] : [] };
    },
  );
};
