import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, otpCodes } from '../../db/schema.ts';
import { createCompany, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let companyId: number;
let sequence = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  companyId = (await createCompany(testApp.database.db, { name: 'Harbour Catering' })).id;
});

afterAll(async () => {
  await testApp.close();
});

async function newUser(password = 'correct-horse') {
  sequence += 1;
  return createUser(testApp.database.db, { companyId, email: `buyer${sequence}@harbour.test`, password });
}

function postSignIn(payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload });
}

function getCurrentUser(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/users', headers });
}

function requestOtp(email: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/users/request_otp_auth', payload: { email } });
}

async function mailsTo(email: string): Promise<Array<{ subject: string; text: string; html: string }>> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function latestOtpCode(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  return code;
}

/** A six-digit code that differs from the right one. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('sign-in with a password', () => {
  it('returns the five session headers and the user', async () => {
    const user = await newUser();
    const response = await postSignIn({ email: user.email, password: 'correct-horse' });

    expect(response.statusCode).toBe(200);
    for (const name of ['access-token', 'client', 'uid', 'expiry', 'token-type']) {
      expect(response.headers[name], name).toEqual(expect.any(String));
    }
    expect(response.headers.uid).toBe(user.email);
    expect(response.headers['token-type']).toBe('Bearer');
    const expiry = Number(response.headers.expiry) * 1000;
    expect(expiry - Date.now()).toBeGreaterThan(13.9 * 24 * 60 * 60 * 1000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(14 * 24 * 60 * 60 * 1000);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email });
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const user = await newUser();
    const response = await postSignIn({ email: `  ${user.email.toUpperCase()} `, password: 'correct-horse' });
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the access token', async () => {
    const user = await newUser();
    const headers = await signIn(testApp.app, user.email);
    const rows = await testApp.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(headers['access-token']);
  });

  it('gives the same 401 body for a wrong password and for an unknown address', async () => {
    const user = await newUser();
    const wrongPassword = await postSignIn({ email: user.email, password: 'not-the-password' });
    const unknownAddress = await postSignIn({ email: 'nobody@harbour.test', password: 'not-the-password' });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownAddress.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid login credentials. Please try again.',
      errors: { full_messages: ['Invalid login credentials. Please try again.'] },
    });
    expect(unknownAddress.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.headers['access-token']).toBeUndefined();
  });

  it('rejects a body with both a password and a code', async () => {
    const user = await newUser();
    const response = await postSignIn({ email: user.email, password: 'correct-horse', otp: '123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('the session', () => {
  it('authenticates GET /api/users with the returned headers', async () => {
    const user = await newUser();
    const headers = await signIn(testApp.app, user.email);
    const response = await getCurrentUser(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers 401 without headers or with a forged token', async () => {
    const user = await newUser();
    const headers = await signIn(testApp.app, user.email);
    expect((await getCurrentUser({})).statusCode).toBe(401);
    const forged = await getCurrentUser({ ...headers, 'access-token': 'forged-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors.full_messages).toEqual([expect.any(String)]);
  });

  it('ends with sign-out: the signed-out token gets 401 and other clients stay signed in', async () => {
    const user = await newUser();
    const phone = await signIn(testApp.app, user.email);
    const laptop = await signIn(testApp.app, user.email);

    const signOut = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sign_out',
      headers: phone,
    });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ message: expect.any(String) });

    expect((await getCurrentUser(phone)).statusCode).toBe(401);
    expect((await getCurrentUser(laptop)).statusCode).toBe(200);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sign_out',
      headers: phone,
    });
    expect(again.statusCode).toBe(401);
  });

  it('rejects an expired token with 401', async () => {
    const user = await newUser();
    const headers = await signIn(testApp.app, user.email);
    await testApp.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    expect((await getCurrentUser(headers)).statusCode).toBe(401);
  });
});

describe('sign-in with a one-time code', () => {
  it('mails a six-digit code that signs the user in once', async () => {
    const user = await newUser();
    const request = await requestOtp(user.email);
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({
      message: 'If the address has an account, a one-time code has been sent to it.',
    });

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toMatch(/sign-in code/);
    const code = await latestOtpCode(user.email);
    expect(mail?.html).toContain(code);

    const response = await postSignIn({ email: user.email, otp: code });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-token']).toEqual(expect.any(String));
    expect(response.json().data.email).toBe(user.email);

    const reuse = await postSignIn({ email: user.email, otp: code });
    expect(reuse.statusCode).toBe(401);
  });

  it('stores only a hash of the code', async () => {
    const user = await newUser();
    await requestOtp(user.email);
    const code = await latestOtpCode(user.email);
    const [row] = await testApp.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
  });

  it('gives an unknown address the same answer and sends no mail', async () => {
    const email = 'stranger@harbour.test';
    const response = await requestOtp(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'If the address has an account, a one-time code has been sent to it.',
    });
    expect(await mailsTo(email)).toEqual([]);

    const signInAttempt = await postSignIn({ email, otp: '123456' });
    expect(signInAttempt.statusCode).toBe(401);
    expect(signInAttempt.json().message).toBe('Invalid login credentials. Please try again.');
  });

  it('replaces the code on a resend, so the old code no longer works', async () => {
    const user = await newUser();
    await requestOtp(user.email);
    const firstCode = await latestOtpCode(user.email);
    await requestOtp(user.email);
    const secondCode = await latestOtpCode(user.email);
    expect(await mailsTo(user.email)).toHaveLength(2);

    if (firstCode !== secondCode) {
      const old = await postSignIn({ email: user.email, otp: firstCode });
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe('Invalid login credentials. Please try again.');
    }
    expect((await postSignIn({ email: user.email, otp: secondCode })).statusCode).toBe(200);
  });

  it('locks the code after five wrong tries, so even the right code fails until a new one is requested', async () => {
    const user = await newUser();
    await requestOtp(user.email);
    const code = await latestOtpCode(user.email);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postSignIn({ email: user.email, otp: wrongCode(code) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid login credentials. Please try again.');
    }
    const locked = await postSignIn({ email: user.email, otp: code });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe('Too many wrong codes. Request a new code.');

    await requestOtp(user.email);
    const freshCode = await latestOtpCode(user.email);
    expect((await postSignIn({ email: user.email, otp: freshCode })).statusCode).toBe(200);
  });

  it('still accepts the right code after four wrong tries', async () => {
    const user = await newUser();
    await requestOtp(user.email);
    const code = await latestOtpCode(user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await postSignIn({ email: user.email, otp: wrongCode(code) })).statusCode).toBe(401);
    }
    expect((await postSignIn({ email: user.email, otp: code })).statusCode).toBe(200);
  });

  it('rejects an expired code', async () => {
    const user = await newUser();
    await requestOtp(user.email);
    const code = await latestOtpCode(user.email);
    await testApp.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, user.id));

    const response = await postSignIn({ email: user.email, otp: code });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid login credentials. Please try again.');
  });

  it('rejects a code that is not six digits without spending a try', async () => {
    const user = await newUser();
    await requestOtp(user.email);
    expect((await postSignIn({ email: user.email, otp: 'abcdef' })).statusCode).toBe(401);
    const [row] = await testApp.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row?.failedAttempts).toBe(0);
  });
});

describe('rate limits', () => {
  it('answers 429 with the error body after ten sign-in attempts for one address in a minute', async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await postSignIn({ email: user.email, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const limited = await postSignIn({ email: user.email, password: 'correct-horse' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please wait a moment and try again.',
      errors: { full_messages: ['Too many attempts. Please wait a moment and try again.'] },
    });
    expect(limited.headers['retry-after']).toBeDefined();

    const colleague = await newUser();
    expect((await postSignIn({ email: colleague.email, password: 'correct-horse' })).statusCode).toBe(200);
  });

  it('caps sign-in, code and reset attempts from one client address at 100 a minute', async () => {
    const remoteAddress = '198.51.100.7';
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: attempt % 2 === 0 ? '/api/v1/auth/sign_in' : '/api/users/request_otp_auth',
        payload: { email: 'not-an-address' },
        remoteAddress,
      });
      expect(response.statusCode).toBe(422);
    }
    const limited = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { email: 'someone@harbour.test', redirect_url: '/register' },
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please wait a moment and try again.');

    const user = await newUser();
    expect((await postSignIn({ email: user.email, password: 'correct-horse' })).statusCode).toBe(200);
  });

  it('limits code requests for one address to five a minute', async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await requestOtp(user.email)).statusCode).toBe(200);
    }
    const limited = await requestOtp(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(await mailsTo(user.email)).toHaveLength(5);
  });
});
