import { idempotencyHeaders } from '@livery/api-schemas/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('makes a different uuid the server accepts on every call', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(idempotencyHeaders.safeParse({ 'idempotency-key': key }).success).toBe(true);
  });

  it('builds a version 4 uuid where crypto.randomUUID is missing (a plain-http page)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
