import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers.ts';

async function answerHeaders(url: string) {
  const app = Fastify();
  await app.register(securityHeadersPlugin);
  app.get('/*', async () => ({ ok: true }));
  try {
    return (await app.inject({ method: 'GET', url })).headers;
  } finally {
    await app.close();
  }
}

describe('security headers', () => {
  it('give pages and their assets helmet’s full set, never no-store', async () => {
    const page = await answerHeaders('/orders');
    expect(String(page['content-security-policy'])).toContain("script-src 'self'");
    expect(page['x-frame-options']).toBe('SAMEORIGIN');
    expect(page['referrer-policy']).toBe('no-referrer');
    expect(page['permissions-policy']).toContain('camera=()');
    expect(page['cache-control']).toBeUndefined();
  });

  it('give the API docs (pages under /api/) the full set, not cached', async () => {
    const docs = await answerHeaders('/api/docs/static/index.html');
    expect(String(docs['content-security-policy'])).toContain("script-src 'self'");
    expect(docs['cache-control']).toBe('no-store');
  });

  it('give an API answer only what a JSON answer needs: no framing, no sniffing, no caching', async () => {
    const api = await answerHeaders('/api/health');
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['cross-origin-resource-policy']).toBe('same-origin');
    expect(String(api['strict-transport-security'])).toContain('max-age=');
    expect(api['permissions-policy']).toBe((await answerHeaders('/orders'))['permissions-policy']);
    expect(api['cache-control']).toBe('no-store');
    expect(api['x-request-id']).toBeTruthy();
    expect(api['x-frame-options']).toBeUndefined();
    expect(api['x-dns-prefetch-control']).toBeUndefined();
  });
});
