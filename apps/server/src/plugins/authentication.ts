import type { Plan } from '@livery/domain/plan-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Who is calling: resolved once per request from the devise_token_auth headers. */
export interface CurrentUser {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: 'customer' | 'provider';
  department: string | null;
  companyId: number;
  /** The user's default shipping and billing addresses, as of the start of the request. */
  shipAddressId: number | null;
  billAddressId: number | null;
  plan: Plan;
  /**
   * The teams the user joined, as of the start of the request (the session read carries them): the scope of every
   * customer list. Absent for a user not resolved from a session (a job, the seed); a list then reads them.
   */
  teamIds?: readonly number[];
  /**
   * The country of the user's default shipping address, as of the start of the request (the session read carries
   * it). Absent for a user not resolved from a session; null without a default shipping address.
   */
  shipCountryCode?: string | null;
  /**
   * reference_versions (table -> version) as read by this request, after it arrived: reads of the process's
   * reference caches may trust what was kept at these versions (reference-cache.ts). Absent outside a request.
   */
  referenceVersions?: Readonly<Record<string, string>>;
  /** False until the setup wizard is finished; the API then answers only the wizard's own calls. */
  setupDone: boolean;
  client: string;
}

/** Finds the user a session's headers stand for; the auth module provides it, wired in app.ts. */
export type AuthenticateSession = (headers: {
  token: string;
  client: string;
  uid: string;
}) => Promise<CurrentUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * A check run on every request once its caller is resolved, before the body is read; it throws an AppError to refuse
 * the call (plan access, the provider console, an unfinished setup).
 */
export type RequestGuard = (request: FastifyRequest) => void;

function runGuards(guards: readonly RequestGuard[], request: FastifyRequest): Error | undefined {
  try {
    for (const guard of guards) guard(request);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/**
 * Resolves the caller from the access-token, client and uid headers before any handler runs, then runs `guards` in
 * their order. One hook rather than one per guard: each hook is a step of every request (issue 23: P1).
 */
export const authenticationPlugin = fp(
  async (
    app: FastifyInstance,
    options: { authenticate: AuthenticateSession; guards?: readonly RequestGuard[] },
  ) => {
    const guards = options.guards ?? [];
    app.decorateRequest('currentUser', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const token = header(request, 'access-token');
      const client = header(request, 'client');
      const uid = header(request, 'uid');
      // A call without a session (health checks, sign-in) goes on at once, without a promise.
      if (!token || !client || !uid) return done(runGuards(guards, request));
      options.authenticate({ token, client, uid }).then((user) => {
        request.currentUser = user;
        done(runGuards(guards, request));
      }, done);
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
