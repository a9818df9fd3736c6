import { errorBody } from '@livery/api-schemas/common';
import { updateUserBody, userIdParams, userResponse } from '@livery/api-schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/authentication.ts';
import { findUserJson, updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/users',
    { schema: { tags: ['users'], response: { 200: userResponse, 401: errorBody } } },
    async (request) => ({ user: await findUserJson(db, requireUser(request).id) }),
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
};
