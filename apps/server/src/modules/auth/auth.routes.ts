import {
  passwordChangeBody,
  passwordChangeResponse,
  passwordPostBody,
  passwordPostResponse,
  requestOtpBody,
  signInBody,
  signInResponse,
} from '@livery/api-schemas/auth';
import { errorBody, messageBody } from '@livery/api-schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/authentication.ts';
import { signInWithOtp, signInWithPassword, signOut } from './auth.service.ts';
import {
  createPerAddressLimit,
  limitPerAddressAndSubject,
  TooManyAttemptsError,
} from './auth-rate-limits.ts';
import { requestOtp } from './otp.service.ts';
import { changePassword, requestPasswordReset, setPasswordWithToken } from './passwords.service.ts';

const SESSION_HEADERS_NOTE =
  'On success the session comes back in the access-token, client, uid, expiry and token-type headers; send access-token, client and uid back on every call.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const limitPerAddress = createPerAddressLimit(app);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', error.retryAfterSeconds);
  });

  app.post(
    '/v1/auth/sign_in',
    {
      config: { rateLimit: limitPerAddressAndSubject(10) },
      onRequest: limitPerAddress,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password, or e-mail and a one-time code',
        description: SESSION_HEADERS_NOTE,
        body: signInBody,
        response: { 200: signInResponse, 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, password, otp } = request.body;
      const signedIn = password
        ? await signInWithPassword(db, email, password)
        : await signInWithOtp(db, email, otp ?? '');
      reply.headers(signedIn.headers);
      return { data: signedIn.user };
    },
  );

  app.delete(
    '/v1/auth/sign_out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the calling session',
        response: { 200: messageBody, 401: errorBody },
      },
    },
    async (request) => signOut(db, requireUser(request)),
  );

  app.post(
    '/users/request_otp_auth',
    {
      config: { rateLimit: limitPerAddressAndSubject(5) },
      onRequest: limitPerAddress,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time sign-in code; the answer is the same for every address',
        body: requestOtpBody,
        response: { 200: messageBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => requestOtp(db, request.body.email),
  );

  app.post(
    '/v1/auth/password',
    {
      config: { rateLimit: limitPerAddressAndSubject(5) },
      onRequest: limitPerAddress,
      schema: {
        tags: ['auth'],
        summary: 'Request a reset link (email, redirect_url), or set a new password with the link token',
        description: `Setting a password signs the user in. ${SESSION_HEADERS_NOTE}`,
        body: passwordPostBody,
        response: { 200: passwordPostResponse, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ('reset_password_token' in body) {
        const signedIn = await setPasswordWithToken(db, {
          token: body.reset_password_token,
          password: body.password,
          passwordConfirmation: body.password_confirmation,
        });
        reply.headers(signedIn.headers);
        return { message: signedIn.message, data: signedIn.user };
      }
      return requestPasswordReset(db, config.publicUrl, {
        email: body.email,
        redirectUrl: body.redirect_url,
      });
    },
  );

  app.put(
    '/v1/auth/password',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => (request.currentUser ? `user:${request.currentUser.id}` : request.ip),
        },
      },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; other sessions end",
        body: passwordChangeBody,
        response: { 200: passwordChangeResponse, 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { message, user } = await changePassword(db, requireUser(request), {
        currentPassword: request.body.current_password,
        password: request.body.password,
        passwordConfirmation: request.body.password_confirmation,
      });
      return { message, data: user };
    },
  );
};
