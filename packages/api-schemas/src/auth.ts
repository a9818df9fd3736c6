import { z } from 'zod';
import { user } from './users.ts';

// An e-mail is trimmed before it is checked: z.email() as a check runs after trim() (z.email() alone would check
// first), and the OpenAPI document still says format email. The other schemas' e-mails follow this.
const email = z.string().trim().toLowerCase().check(z.email('Email is invalid')).max(254);

/** POST /api/v1/auth/sign_in: email with a password, or email with a one-time code. */
export const signInBody = z
  .object({ email, password: z.string().max(200).optional(), otp: z.string().max(12).optional() })
  .refine((body) => Boolean(body.password) !== Boolean(body.otp), {
    error: 'Enter either a password or a one-time code',
  });
export type SignInBody = z.infer<typeof signInBody>;

export const signInResponse = z.object({ data: user });

export const requestOtpBody = z.object({ email });

/** POST /api/v1/auth/password: request a reset link, or set a new password with the e-mailed token. */
export const passwordRequestBody = z.object({ email, redirect_url: z.string().max(2000) });
export const passwordSetBody = z.object({
  reset_password_token: z.string().min(10).max(200),
  password: z.string().max(200),
  password_confirmation: z.string().max(200),
});
export const passwordPostBody = z.union([passwordSetBody, passwordRequestBody]);

/** PUT /api/v1/auth/password: change a signed-in user's password. */
export const passwordChangeBody = z.object({
  current_password: z.string().max(200),
  password: z.string().max(200),
  password_confirmation: z.string().max(200),
});

export { AUTH_HEADERS } from './auth-headers.ts';

/** POST /api/v1/auth/password: a neutral message for a request; the message and the user after a set. */
export const passwordPostResponse = z.object({ message: z.string(), data: user.optional() });

/** PUT /api/v1/auth/password. */
export const passwordChangeResponse = z.object({ message: z.string(), data: user });
