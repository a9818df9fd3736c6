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
 * What a JSON answer of the API needs of them: an answer that is never rendered as a page needs no policy for scripts,
 * styles, referrers, DNS prefetching or old browsers' download and cross-domain quirks. It is refused as a frame
 * and as a cross-origin read, never sniffed into another type, never cached; HSTS and the permissions policy stay
 * on every answer. Each header is a step of every answer in Node's http (a probe spent about a fifth of its CPU
 * on 17 headers, issue 23: P1).
 */
export function computeApiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = (name: string) => {
    const value = documentHeaders[name];
    if (value === undefined) throw new Error(`helmet no longer sets ${name}: review security-headers.ts`);
    return value;
  };
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': kept('cross-origin-resource-policy'),
    'strict-transport-security': kept('strict-transport-security'),
    'x-content-type-options': kept('x-content-type-options'),
    'permissions-policy': kept('permissions-policy'),
    // Answers carry session headers and company data; a route that may be cached (signed file links) sets its
    // own cache-control, which replaces this one.
    'cache-control': 'no-store',
  };
}

/** The API docs are pages (Swagger UI) under /api/: they get a page's headers, and are not cached like the rest. */
const API_DOCS_PREFIX = '/api/docs';

/**
 * Pages and their assets carry helmet's headers and the permissions policy; the API's answers the short set above;
 * every answer its request id. One hook sets them from objects made at start: the headers are the same for every
 * request, and setting them is all a request costs here (issue 23: P1).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const pageHeaders = computeSecurityHeaders();
    const apiHeaders = computeApiHeaders(pageHeaders);
    const apiPageHeaders = { ...pageHeaders, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (!url.startsWith('/api/')) reply.headers(pageHeaders);
      else reply.headers(url.startsWith(API_DOCS_PREFIX) ? apiPageHeaders : apiHeaders);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers' },
);
