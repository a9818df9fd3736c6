import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { appendEntry, createZip } from './zip-writer.ts';

const MEGABYTE = 1024 * 1024;

describe('the paperwork zip writer', () => {
  it('takes in no more files while nobody reads the zip, and all of them once it is read', async () => {
    const zip = await createZip();
    let taken = 0;
    const making = (async () => {
      for (let file = 0; file < 40; file += 1) {
        await appendEntry(zip, `order/file-${file}.pdf`, randomBytes(MEGABYTE));
        taken += 1;
      }
      await zip.finalize();
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nobody reads: the zip's buffers fill after a file and the maker waits (memory stays flat).
    expect(taken).toBeLessThanOrEqual(2);
    let received = 0;
    zip.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done();
        },
      }),
    );
    await making;
    expect(taken).toBe(40);
    expect(received).toBeGreaterThan(40 * MEGABYTE);
  });

  it('stops the maker when the zip is closed, as when the client goes away', async () => {
    const zip = await createZip();
    const waiting = (async () => {
      for (let file = 0; file < 40; file += 1)
        await appendEntry(zip, `file-${file}.pdf`, randomBytes(MEGABYTE));
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    zip.destroy();
    await expect(waiting).rejects.toThrow('The paperwork download was closed');
    await expect(appendEntry(zip, 'late.pdf', Buffer.from('x'))).rejects.toThrow();
  });
});
