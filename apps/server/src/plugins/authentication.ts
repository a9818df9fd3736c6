import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { authenticateSession, type CurrentUser } from '../modules/auth/session-tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Resolves the caller from the access-token, client and uid headers before any handler runs. */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorateRequest('currentUser', null);
    app.addHook('onRequest', async (request) => {
      const token = header(request, 'access-token');
      const client = header(request, 'client');
      const uid = header(request, 'uid');
      if (!token || !client || !uid) return;
      request.currentUser = await authenticateSession(options.db, { token, client, uid });
    });
  },
  { name: 'authentication' },
);

/** The signed-in caller, or a 401 for a missing, expired or revoked session. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser)
    throw new AppError('unauthenticated', 'You need to sign in or sign up before continuing.');
  return request.currentUser;
}

/** A signed-in customer (a company buyer); provider staff use the /api/admin calls. */
export function requireCustomer(request: FastifyRequest): CurrentUser {
  const user = requireUser(request);
  if (user.role !== 'customer') throw new AppError('forbidden', 'This is available to company users only.');
  return user;
}

/** A signed-in member of the provider's staff. */
export function requireProvider(request: FastifyRequest): CurrentUser {
  const user = requireUser(request);
  if (user.role !== 'provider') throw new AppError('not_found', 'Not found');
  return user;
}
