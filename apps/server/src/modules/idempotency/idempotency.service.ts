import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '@livery/domain/constants';
import type { Transaction } from '../../db/database.ts';
import { unprocessable } from '../../errors.ts';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysOfUserBefore,
  findIdempotencyKey,
  saveIdempotentAnswer,
} from './idempotency.repository.ts';

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

/** One write under a client's key: whose, which key, which operation, and the body it was sent with. */
export interface KeyedRequest {
  userId: number;
  key: string;
  operation: string;
  body: unknown;
}

/** Object keys sorted at every level, so the same body hashes alike whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function hashOf(request: KeyedRequest): string {
  return createHash('sha256')
    .update(`${request.operation}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/**
 * First step of a keyed write, inside its transaction: takes the key, or returns the answer stored when
 * the key was first used. The key's row is written in the write's own transaction, so it exists exactly
 * when the write committed, and a refused write (rolled back) leaves the key free for a corrected retry.
 * The same key with another body is refused.
 */
export async function claimIdempotencyKeyOrReplay<T>(
  tx: Transaction,
  request: KeyedRequest,
): Promise<{ answer: T } | undefined> {
  const requestHash = hashOf(request);
  await deleteIdempotencyKeysOfUserBefore(
    tx,
    request.userId,
    new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS),
  );
  const isNew = await claimIdempotencyKey(tx, {
    userId: request.userId,
    key: request.key,
    operation: request.operation,
    requestHash,
  });
  if (isNew) return undefined;
  const stored = await findIdempotencyKey(tx, request.userId, request.key);
  if (!stored || stored.operation !== request.operation || stored.requestHash !== requestHash) {
    throw unprocessable([KEY_REUSED_MESSAGE]);
  }
  return { answer: stored.response as T };
}

/** Last step of a keyed write, in the same transaction: keeps the answer a retry will get. */
export async function storeIdempotentAnswer(tx: Transaction, request: KeyedRequest, answer: unknown) {
  await saveIdempotentAnswer(tx, request.userId, request.key, { statusCode: 201, response: answer });
}
