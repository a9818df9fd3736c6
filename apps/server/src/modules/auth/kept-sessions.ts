import type { Database } from '../../db/database.ts';
import { freshRead } from '../../db/fresh-read.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findReferenceVersions } from './session-tokens.repository.ts';

/** Table name -> version, as reference_versions held them at one moment (bigints as text). */
export type VersionsRead = Readonly<Record<string, string>>;

/** A session as read from the database, with the 'sessions' version it was current at. */
export interface KeptSession {
  tokenHash: Buffer;
  expiresAtMs: number;
  user: Omit<CurrentUser, 'client' | 'referenceVersions'>;
  version: string | undefined;
  keptAtMs: number;
}

/** How long a process trusts a session it read, provided the 'sessions' version has not moved meanwhile. */
export const SESSION_KEEP_MS = 10_000;
/** Sessions kept per process at most; the oldest goes first. */
const MAX_KEPT_SESSIONS = 10_000;

interface SessionStore {
  sessions: Map<string, KeptSession>;
  readVersions: () => Promise<VersionsRead>;
}

/** Per database: one process may hold several (tests, tools), whose versions say nothing about each other. */
const storeOf = new WeakMap<Database, SessionStore>();

function storeFor(db: Database): SessionStore {
  let store = storeOf.get(db);
  if (!store) {
    store = { sessions: new Map(), readVersions: freshRead(() => findReferenceVersions(db)) };
    storeOf.set(db, store);
  }
  return store;
}

const keyOf = (uid: string, client: string) => `${client}\n${uid}`;

/**
 * The session kept for this uid and client, if it is recent, unexpired and still current: the 'sessions' version is
 * read after the call (shared with the requests waiting for the same read), so a sign-out, password change, role
 * or team change committed in any process before this request arrived is seen, and the session is read again.
 */
export async function findKeptSession(
  db: Database,
  uid: string,
  client: string,
  nowMs: number,
): Promise<{ session: KeptSession; versions: VersionsRead } | undefined> {
  const store = storeFor(db);
  const kept = store.sessions.get(keyOf(uid, client));
  if (!kept || nowMs - kept.keptAtMs >= SESSION_KEEP_MS || kept.expiresAtMs <= nowMs) return undefined;
  // Without the version (a database the migration has not reached) nothing kept can be checked, so nothing is trusted.
  if (kept.version === undefined) return undefined;
  const versions = await store.readVersions();
  return versions.sessions === kept.version ? { session: kept, versions } : undefined;
}

export function keepSession(db: Database, uid: string, client: string, session: KeptSession): void {
  const { sessions } = storeFor(db);
  const key = keyOf(uid, client);
  sessions.delete(key);
  if (sessions.size >= MAX_KEPT_SESSIONS) {
    const oldest = sessions.keys().next();
    if (!oldest.done) sessions.delete(oldest.value);
  }
  sessions.set(key, session);
}

export function forgetSession(db: Database, uid: string, client: string): void {
  storeOf.get(db)?.sessions.delete(keyOf(uid, client));
}
