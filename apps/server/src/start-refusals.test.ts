import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, '../main.ts');

describe('starting Livery on a database server', () => {
  it('refuses to start without a SECRET_KEY shared by every process, naming it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-start-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          PATH: process.env.PATH,
          // Never reached: the check comes before any connection.
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          DATA_DIR: dataDir,
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('SECRET_KEY: required with DATABASE_URL');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
