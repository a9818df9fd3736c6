import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** No browser feature the portal does not use; no API answer kept by a browser or a shared cache. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
} as const;

/**
 * helmet's headers depend on nothing in the request (no CSP nonces), so they are computed once here by running
 * its middleware against a stand-in response, rather than rebuilt on every request (issue 23: P1).
 */
export function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Every answer carries helmet's headers, the permissions policy and its request id; an API answer is not cached
 * unless its route says so. One hook sets them from an object made at start: the headers are the same for every
 * request, and setting them is all a request costs here (issue 23: P1).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = computeSecurityHeaders();
    // Answers carry session headers and company data; a route that may be cached (signed file links) sets its own
    // cache-control, which replaces this one.
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers' },
);
