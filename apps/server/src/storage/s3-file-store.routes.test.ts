import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createBuyer, signIn } from '../test/factories.ts';
import { multipart } from '../test/multipart.ts';
import { runJobsNow } from '../test/run-jobs.ts';
import { type RunningS3Server, startS3Server } from '../test/s3-server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createS3FileStore } from './s3-file-store.ts';

const SECRET_KEY = 'one-secret-shared-by-every-process-behind-the-balancer';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
  '<rect width="400" height="200" fill="#1f3a5f"/></svg>';

let s3: RunningS3Server;
let testApp: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await createTestApp({ ...s3.env, SECRET_KEY });
});
afterAll(async () => {
  await testApp.close();
  await s3.stop();
});

/** Every file in the S3 server's folder, so a test can see what reached the bucket. */
function objectsInBucket(): string[] {
  return fs.readdirSync(s3.directory, { recursive: true, encoding: 'utf8' }).filter((entry) => {
    return fs.statSync(path.join(s3.directory, entry)).isFile();
  });
}

describe('uploads in an S3-compatible bucket', () => {
  it('keeps an uploaded artwork in the bucket, and another process serves its signed link', async () => {
    const buyer = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, buyer.user.email);
    const body = multipart([{ name: 'file', fileName: 'Harbour Logo.svg', data: LOGO_SVG }]);
    const upload = await testApp.app.inject({
      method: 'POST',
      url: '/api/artwork_files',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { file_url: fileUrl, uuid } = upload.json().data;
    // The thumbnail job draws into the bucket too.
    expect((await runJobsNow(testApp)).outcomes.drawn).toBe(1);
    const drawn = await testApp.app.inject({ method: 'GET', url: `/api/photos/${uuid}`, headers });
    const thumbUrl: string = drawn.json().data.thumb_url;
    expect(thumbUrl).toMatch(/^\/api\/files\/artwork-thumbs\//);
    const [, , , folder, name] = new URL(fileUrl, 'http://x').pathname.split('/');
    expect(objectsInBucket().some((entry) => entry.includes(`${folder}/${name}`))).toBe(true);

    // A second process: its own app and disk, the same database, bucket and secret.
    const otherDataDir = fs.mkdtempSync(path.join(s3.directory, '..', 'livery-other-'));
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        DATA_DIR: otherDataDir,
        SECRET_KEY,
        ...s3.env,
      }),
      db: testApp.database.db,
    });
    try {
      const file = await other.inject({ method: 'GET', url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.body).toContain('viewBox="0 0 400 200"');
      const thumb = await other.inject({ method: 'GET', url: thumbUrl });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/png');
      expect(fs.readdirSync(otherDataDir)).toEqual([]);
    } finally {
      await other.close();
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it('answers 404 for a signed link whose object is gone, and refuses keys it did not make', async () => {
    const store = createS3FileStore({
      bucket: s3.env.S3_BUCKET ?? '',
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const key = await store.save('artworks', 'png', Buffer.from('not really a png'));
    expect((await store.read(key)).toString()).toBe('not really a png');
    await store.remove(key);
    await expect(store.read(key)).rejects.toThrow();
    await expect(store.read('../etc/passwd')).rejects.toThrow(RangeError);
  });
});

describe('GET /api/ready', () => {
  it('is ready while the database and the bucket answer, and 503 naming the bucket when it does not', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', storage: 'up' });

    const noBucket = await createTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket', SECRET_KEY });
    try {
      const unavailable = await noBucket.app.inject({ method: 'GET', url: '/api/ready' });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.json()).toEqual({ status: 'unavailable', database: 'up', storage: 'down' });
    } finally {
      await noBucket.close();
    }
  });
});
