import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Behind the load balancer of a production set-up (TRUST_PROXY lists it), the client address that the
// per-address ceiling counts is the one the proxy forwards; anyone else's X-Forwarded-For is ignored.
const PROXY = '10.0.0.5';
const PER_ADDRESS_CEILING = 100;

let testApp: TestApp;
let sequence = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://livery.example',
    SECRET_KEY: 'a-production-secret-key-of-enough-length',
    TRUST_PROXY: PROXY,
  });
});

afterAll(async () => {
  await testApp.close();
});

/** A wrong sign-in for an address no one has, so only the per-address ceiling can refuse it. */
function signIn(from: { remoteAddress: string; forwardedFor?: string }) {
  sequence += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    payload: { email: `nobody${sequence}@harbour.test`, password: 'not-the-password' },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

describe('a listed proxy (TRUST_PROXY)', () => {
  it('has the forwarded client counted, so one client behind it is limited and its neighbours are not', async () => {
    const busyClient = { remoteAddress: PROXY, forwardedFor: '203.0.113.7' };
    for (let attempt = 0; attempt < PER_ADDRESS_CEILING; attempt += 1) {
      expect((await signIn(busyClient)).statusCode).toBe(401);
    }
    expect((await signIn(busyClient)).statusCode).toBe(429);

    expect((await signIn({ remoteAddress: PROXY, forwardedFor: '203.0.113.8' })).statusCode).toBe(401);
    // An unlisted sender claiming to forward for the limited client is counted as itself.
    expect((await signIn({ remoteAddress: '198.51.100.9', forwardedFor: '203.0.113.7' })).statusCode).toBe(
      401,
    );
  });
});
