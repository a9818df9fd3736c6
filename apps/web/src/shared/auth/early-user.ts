import type { User } from '@livery/api-schemas/users';
import { REQUEST_TIMEOUT_MS } from '@livery/domain/constants';
import { readSession, saveSessionFromHeaders } from './session-store.ts';
import { type CurrentUserAnswer, userOfAnswer } from './user-of-answer.ts';

let early: Promise<User> | undefined;

/**
 * Starts GET /api/users from the entry (main.tsx), while the app shell is still loading: the guards need the user
 * before the first page can draw, and the shell would only ask once it has loaded and run. Nothing is reported from
 * here: a failed early load is simply asked again by the current-user query, whose failure the shell reports.
 */
export function startEarlyUserLoad(): void {
  early = fetch('/api/users', {
    headers: new Headers(readSession() ?? {}),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).then(async (response) => {
    saveSessionFromHeaders(response.headers);
    if (!response.ok) throw new Error(`GET /api/users answered ${response.status}`);
    return userOfAnswer((await response.json()) as CurrentUserAnswer);
  });
  early.catch(() => {});
}

/** The early load for the first current-user query, once; later queries ask the API themselves. */
export function takeEarlyUserLoad(): Promise<User> | undefined {
  const load = early;
  early = undefined;
  return load;
}
