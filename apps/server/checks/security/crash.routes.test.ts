import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCrash } from './crash-check.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A port nothing listens on now, for the server under test. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!serverUrl)('R4 crash, quick form (PostgreSQL)', () => {
  it('leaves no partial rows after kill -9 and answers a retried checkout with its original order', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-crash-'));
    try {
      const rows = await checkCrash({
        serverUrl: serverUrl!,
        databasePrefix: process.env.CHECK_DATABASE_PREFIX ?? 'livery_check_',
        kills: 5,
        buyers: 3,
        port: await freePort(),
        dataDir,
        maxRunMs: 1_500,
      });
      for (const row of rows) expect(row.pass, `${row.test}: ${row.figure}`).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
