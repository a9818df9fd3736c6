import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

const ONE_MINUTE = 60_000;
const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

/** A refusal by a per-account limit; the auth routes send its wait as a Retry-After header. */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    super('rate_limited', TOO_MANY_ATTEMPTS_MESSAGE);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** A ceiling per client address across sign-in, codes and resets, against spraying many addresses. */
const PER_ADDRESS_MAX = 100;

/** Whom the attempt is about: the e-mail, or for a password set the link token (which names one user). */
function subjectOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; reset_password_token?: unknown } | undefined;
  if (typeof body?.email === 'string') return body.email;
  if (typeof body?.reset_password_token === 'string')
    return `token:${body.reset_password_token.slice(0, 16)}`;
  return '';
}

/**
 * A route limit counted per client address and e-mail, or link token (the body is validated by then, so
 * the e-mail is trimmed and lower-cased): one busy office behind one address does not lock out colleagues.
 */
export function limitPerAddressAndSubject(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: ONE_MINUTE,
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}|${subjectOf(request)}`,
  };
}

/** An onRequest hook that applies the shared per-address ceiling to the routes that use it. */
export function createPerAddressLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({ max: PER_ADDRESS_MAX, timeWindow: ONE_MINUTE });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('rate_limited', TOO_MANY_ATTEMPTS_MESSAGE);
    }
  };
}
