import { type RequestGuard, requireProvider } from './authentication.ts';
import { isUrlUnder } from './url-path.ts';

/**
 * Every /api/admin call is for provider staff. Checked on request (by the authentication hook, app.ts), before the
 * body and parameters are validated, so a customer learns nothing of the console's calls (not even which inputs
 * they refuse).
 */
export const refuseConsoleToCustomers: RequestGuard = (request) => {
  if (isUrlUnder(request.url, '/api/admin')) requireProvider(request);
};
