import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let first: TestApp;
let second: FastifyInstance;
let secondDataDir: string;
beforeAll(async () => {
  first = await createTestApp();
  // A second process behind the same load balancer: its own app, the same database.
  secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-second-process-'));
  second = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: secondDataDir,
    }),
    db: first.database.db,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
  fs.rmSync(secondDataDir, { recursive: true, force: true });
});

const requestCode = (app: FastifyInstance, remoteAddress: string, email: string) =>
  app.inject({ method: 'POST', url: '/api/users/request_otp_auth', payload: { email }, remoteAddress });

describe('rate limits shared by every process', () => {
  it('count one address across two processes: 50 attempts on each, and the next is refused on either', async () => {
    const remoteAddress = '203.0.113.77';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await requestCode(first.app, remoteAddress, 'not-an-address')).statusCode).toBe(422);
      expect((await requestCode(second, remoteAddress, 'not-an-address')).statusCode).toBe(422);
    }
    const limited = await requestCode(first.app, remoteAddress, 'someone@harbour.test');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestCode(second, remoteAddress, 'someone@harbour.test')).statusCode).toBe(429);
    // Another address is untouched.
    expect((await requestCode(second, '203.0.113.78', 'not-an-address')).statusCode).toBe(422);
  });

  it('count a route limit per address and e-mail across processes: five code requests in all, then 429', async () => {
    const remoteAddress = '198.51.100.9';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const app = attempt % 2 === 0 ? first.app : second;
      answers.push((await requestCode(app, remoteAddress, 'nobody-here@harbour.test')).statusCode);
    }
    expect(answers.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(answers[5]).toBe(429);
  });
});
