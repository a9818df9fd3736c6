/**
 * Headers of the devise_token_auth contract: sent back by sign-in, returned by the client on each call.
 * Kept apart from the zod schemas so the web app's first page can read them without loading zod.
 */
export const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;
