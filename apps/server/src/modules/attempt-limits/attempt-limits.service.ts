import {
  type AttemptHistory,
  type AttemptLimit,
  attemptsLeft,
  attemptWaitMs,
  recordAttempt,
  recordAttempts,
} from '@livery/domain/auth-rules';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import {
  type AttemptCounterRow,
  deleteAttemptCounter,
  deleteEndedAttemptCounters,
  findAttemptCounter,
  insertAttemptCounter,
  replaceAttemptCounter,
} from './attempt-counters.repository.ts';

/** The outcome of claiming an attempt: refused ones say how long to wait, allowed ones their number. */
export type AttemptClaim = { isAllowed: true; count: number } | { isAllowed: false; retryAfterMs: number };

/** Parallel claims that lose the write are read again; past this many the attempt is refused. */
const MAX_CLAIM_ROUNDS = 5;

function historyOf(row: AttemptCounterRow | undefined): AttemptHistory | undefined {
  return (
    row && {
      count: row.count,
      lastAttemptAt: row.lastAttemptAt.getTime(),
      windowEndsAt: row.windowEndsAt.getTime(),
    }
  );
}

/**
 * Counts one attempt about `key` if the limit lets it through now. The count lives in the database, so
 * every process (and every client address) draws on the same allowance, and a compare-and-set write
 * keeps parallel attempts from sharing one reading.
 */
export async function claimAttempt(
  db: DatabaseOrTransaction,
  key: string,
  limit: AttemptLimit,
  now = new Date(),
): Promise<AttemptClaim> {
  for (let round = 0; round < MAX_CLAIM_ROUNDS; round += 1) {
    const row = await findAttemptCounter(db, key);
    const history = historyOf(row);
    const waitMs = attemptWaitMs(limit, history, now.getTime());
    if (waitMs > 0) return { isAllowed: false, retryAfterMs: waitMs };
    const next = recordAttempt(limit, history, now.getTime());
    const nextRow = {
      key,
      count: next.count,
      lastAttemptAt: new Date(next.lastAttemptAt),
      windowEndsAt: new Date(next.windowEndsAt),
    };
    const isWritten = row
      ? await replaceAttemptCounter(db, row, nextRow)
      : await insertAttemptCounter(db, nextRow);
    if (isWritten) return { isAllowed: true, count: next.count };
  }
  return { isAllowed: false, retryAfterMs: 1_000 };
}

/**
 * Counts `count` attempts about `key` at once, or none: refused when the window has fewer left (a limit
 * without delays, such as mails per sender). The same compare-and-set write as `claimAttempt`.
 */
export async function claimAttempts(
  db: DatabaseOrTransaction,
  key: string,
  limit: AttemptLimit,
  count: number,
  now = new Date(),
): Promise<AttemptClaim> {
  for (let round = 0; round < MAX_CLAIM_ROUNDS; round += 1) {
    const row = await findAttemptCounter(db, key);
    const history = historyOf(row);
    if (attemptsLeft(limit, history, now.getTime()) < count) {
      return {
        isAllowed: false,
        retryAfterMs: Math.max(1_000, (history?.windowEndsAt ?? 0) - now.getTime()),
      };
    }
    const next = recordAttempts(limit, history, now.getTime(), count);
    const nextRow = {
      key,
      count: next.count,
      lastAttemptAt: new Date(next.lastAttemptAt),
      windowEndsAt: new Date(next.windowEndsAt),
    };
    const isWritten = row
      ? await replaceAttemptCounter(db, row, nextRow)
      : await insertAttemptCounter(db, nextRow);
    if (isWritten) return { isAllowed: true, count: next.count };
  }
  return { isAllowed: false, retryAfterMs: 1_000 };
}

/** Forgets the attempts about `key`, e.g. after a successful sign-in. */
export async function clearAttempts(db: DatabaseOrTransaction, key: string): Promise<void> {
  await deleteAttemptCounter(db, key);
}

/** Drops counters whose window has ended; they no longer limit anything. */
export async function pruneEndedAttempts(db: DatabaseOrTransaction, now = new Date()): Promise<void> {
  await deleteEndedAttemptCounters(db, now);
}
