import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../src/test/test-app.ts';
import { checkMailOutage } from './mail-outage-check.ts';

describe('R6 mail outage, quick form', () => {
  it('delivers every mail once after the SMTP server returns and never sends an expired code', async () => {
    const rows = await checkMailOutage({
      outageMs: 4_000,
      orders: 10,
      codes: 10,
      expiringCodes: 3,
      retryDelayMs: 200,
      smtpPort: 0,
      drainTimeoutMs: 20_000,
      buyers: 2,
      openApp: async (env) => {
        const testApp = await createTestApp(env);
        return { app: testApp.app, db: testApp.database.db, close: testApp.close };
      },
    });
    for (const row of rows) expect(row.pass, `${row.test}: ${row.figure}`).toBe(true);
  }, 60_000);
});
