import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read.ts';

/** A read whose answers the test releases one at a time, counting how many were started. */
function controlledRead() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  const read = freshRead(
    () =>
      new Promise<number>((resolve) => {
        started += 1;
        pending.push(resolve);
      }),
  );
  return { read, pending, started: () => started };
}

describe('freshRead', () => {
  it('shares a read between the callers that wait for the same one', async () => {
    const { read, pending, started } = controlledRead();
    const first = read();
    const second = read();
    const third = read();
    expect(started()).toBe(1);
    pending.shift()?.(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    // The second and third arrived while the first read was under way: one fresh read answers both.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started()).toBe(2);
    pending.shift()?.(2);
    expect([await second, await third]).toEqual([2, 2]);
  });

  it('never answers a caller with a read begun before it called', async () => {
    const { read, pending, started } = controlledRead();
    const early = read();
    const late = read();
    pending.shift()?.(1);
    await early;
    await new Promise((resolve) => setImmediate(resolve));
    pending.shift()?.(2);
    expect(await late).toBe(2);
    expect(started()).toBe(2);
  });

  it('starts again after a failed read', async () => {
    let calls = 0;
    const read = freshRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(read()).rejects.toThrow('connection lost');
    expect(await read()).toBe(2);
  });
});
