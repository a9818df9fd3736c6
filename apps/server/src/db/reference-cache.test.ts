import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from './database.ts';
import { cachedReference, cachedReferenceByKey, readReferenceVersions } from './reference-cache.ts';

/** A transaction that has read the given versions (only the read readReferenceVersions sends is answered). */
async function transactionAt(database: Database, version: bigint): Promise<Transaction> {
  const tx = {
    select: () => ({ from: async () => [{ tableName: 'products', version }] }),
  } as unknown as Transaction;
  await readReferenceVersions(tx, database);
  return tx;
}

/** A load that answers when told to, counting how often it was asked. */
function heldLoad<T>(answer: T) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: unknown[] = [];
  return {
    asked,
    release,
    load: async (_db: unknown, keys?: unknown) => {
      asked.push(keys);
      await released;
      return answer;
    },
  };
}

describe('the reference cache', () => {
  it('sends one load for concurrent readers at the same version, and none once it is kept', async () => {
    const database = {} as Database;
    const held = heldLoad(['a', 'b']);
    const read = cachedReference('products', held.load);
    const readers = await Promise.all([transactionAt(database, 1n), transactionAt(database, 1n)]);
    const answers = readers.map((tx) => read(tx));
    held.release();
    expect(await Promise.all(answers)).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(await read(await transactionAt(database, 1n))).toEqual(['a', 'b']);
    expect(held.asked).toHaveLength(1);
  });

  it('loads again after a failed load, and for a reader at a newer version', async () => {
    const database = {} as Database;
    let calls = 0;
    const read = cachedReference('products', async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(read(await transactionAt(database, 1n))).rejects.toThrow('connection lost');
    expect(await read(await transactionAt(database, 1n))).toBe(2);
    expect(await read(await transactionAt(database, 2n))).toBe(3);
    expect(await read(await transactionAt(database, 2n))).toBe(3);
  });

  it('by key: a key another reader is loading is waited for, not asked again', async () => {
    const database = {} as Database;
    const held = heldLoad(
      new Map([
        [1, 'one'],
        [2, 'two'],
      ]),
    );
    const read = cachedReferenceByKey<number, string>('products', held.load, 100);
    const [first, second] = await Promise.all([transactionAt(database, 1n), transactionAt(database, 1n)]);
    const answers = [read(first, [1, 2]), read(second, [2, 1])];
    held.release();
    const [one, two] = await Promise.all(answers);
    expect([...one!]).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    expect([...two!]).toEqual([
      [2, 'two'],
      [1, 'one'],
    ]);
    expect(held.asked).toEqual([[1, 2]]);
  });
});
