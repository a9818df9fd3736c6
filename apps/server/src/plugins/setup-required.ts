import { AppError } from '../errors.ts';
import type { RequestGuard } from './authentication.ts';

/**
 * The calls the setup wizard makes (spec 01: user detail with its country list, then team) and the way out of it; a user who has
 * not finished the wizard gets nothing else, as the web's guard sends them nowhere else.
 */
const SETUP_WIZARD_CALLS = new Set([
  'GET /api/users',
  'PUT /api/users/:id',
  'GET /api/teams',
  'GET /api/countries',
  'POST /api/team_accounts',
  'DELETE /api/v1/auth/sign_out',
  'PUT /api/v1/auth/password',
]);

export const SETUP_REQUIRED_MESSAGE = 'Please finish setting up your account first.';

/**
 * Refuses every other call of a signed-in user whose setup is not done; run by the authentication hook (app.ts)
 * before any handler.
 */
export const refuseUntilSetupDone: RequestGuard = (request) => {
  if (!request.currentUser || request.currentUser.setupDone || !request.url.startsWith('/api/')) return;
  if (SETUP_WIZARD_CALLS.has(`${request.method} ${request.routeOptions.url}`)) return;
  throw new AppError('forbidden', SETUP_REQUIRED_MESSAGE);
};
