import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFileUrl } from '../../storage/signed-file-urls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('signed file links', () => {
  it('serve a stored file to anyone holding the link, with a safe content type', async () => {
    const { files, config } = testApp.app.deps;
    const key = await files.save('artworks', 'svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const response = await testApp.app.inject({ method: 'GET', url: signFileUrl(config.secretKey, key) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
    expect(response.body).toContain('<svg');
  });

  it('name a download with a cleaned file name', async () => {
    const { files, config } = testApp.app.deps;
    const key = await files.save('attachments', 'pdf', Buffer.from('%PDF-1.4'));
    const url = signFileUrl(config.secretKey, key, { download: '../PO "March".pdf' });
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.headers['content-disposition']).toBe('attachment; filename="PO March.pdf"');
  });

  it('answer 404 to a tampered, expired or foreign link', async () => {
    const { files, config } = testApp.app.deps;
    const key = await files.save('artworks', 'png', Buffer.from([0x89, 0x50]));
    const url = signFileUrl(config.secretKey, key);
    const other = await files.save('artworks', 'png', Buffer.from([0x89, 0x50]));
    const swapped = url.replace(key, other);
    expect((await testApp.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
    const old = signFileUrl(config.secretKey, key, { now: new Date('2020-01-01T00:00:00Z') });
    expect((await testApp.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    const forged = signFileUrl('another-secret-of-at-least-32-characters!', key);
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });
});
