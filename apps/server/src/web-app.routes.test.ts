import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

// The built web app as the server serves it: files as they are asked for, the page for client routes, each
// hashed asset compressed and cached for good, and nothing of the app where an API answer or an asset was meant.
describe('the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-web-dist-'));
  const script = 'console.log("livery");'.repeat(50);
  let testApp: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Livery</title>');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js.gz'), zlib.gzipSync(script));
    testApp = await createTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers a client route with the app page', async () => {
    for (const url of ['/', '/orders', '/orders/3f1c9a1e-0000-4000-8000-000000000000?tab=status']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('<title>Livery</title>');
    }
  });

  it('serves a file of the build as it is', async () => {
    const answer = await get('/favicon.svg');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('serves a hashed asset compressed as the browser accepts, cached for good', async () => {
    const brotli = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset with 404, not with the app page a browser would run as a script', async () => {
    const answer = await get('/assets/app-000000.js');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers an unknown API call with its JSON 404, and never serves a file outside the build', async () => {
    const api = await get('/api/no_such_call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      message: 'Not found',
      errors: { full_messages: ['No route GET /api/no_such_call'] },
    });
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const answer = await get(url);
      expect(answer.body, url).not.toContain('"name"');
      expect(answer.body, url).not.toContain('root:');
    }
  });
});
