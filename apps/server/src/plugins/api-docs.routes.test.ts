import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('the API docs (built by their first request)', () => {
  it('serve Swagger UI, its assets and the document, with the API’s own headers', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-request-id']).toBeTruthy();
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const style = await get('/api/docs/static/swagger-ui.css');
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toContain('text/css');
    expect(style.body.length).toBeGreaterThan(10_000);
    const again = await get('/api/docs/static/swagger-ui.css', {
      'if-none-match': String(style.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const json = await get('/api/docs/json');
    expect(json.json().paths['/api/users']).toBeDefined();
    const yaml = await get('/api/docs/yaml');
    expect(yaml.headers['content-type']).toContain('yaml');
    expect(yaml.body).toContain('/api/users');
  });

  it('redirect their static index to the page and answer an unknown path with the API’s 404', async () => {
    const index = await get('/api/docs/static/index.html');
    expect(index.statusCode).toBe(302);
    expect(index.headers.location).toBe('/api/docs/');
    const missing = await get('/api/docs/static/nothing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.full_messages).toEqual(['No route GET /api/docs/static/nothing.js']);
  });

  it('are not described in the document themselves', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });
});
