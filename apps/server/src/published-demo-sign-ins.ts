import { inArray } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { users } from './db/schema.ts';
import { verifySecret } from './modules/auth/secret-hashing.ts';

/** The password of every demo account, published in the README and the start banner. */
export const DEMO_PASSWORD = 'livery-demo';

/** The demo sign-ins that the README and the start banner publish; the demo data (apps/server/seed) makes them. */
export const DEMO_SIGN_INS = [
  { email: 'buyer@demo.test', description: 'buyer, person in charge (Harbour Hotels, advanced plan)' },
  { email: 'member@demo.test', description: 'team member (Harbour Hotels)' },
  { email: 'basic@demo.test', description: 'buyer (Corner Cafe, basic plan)' },
  { email: 'new@demo.test', description: 'new hire at Harbour Hotels who has not finished the setup wizard' },
  { email: 'provider@demo.test', description: 'provider staff: the console at /admin' },
  { email: 'stock@demo.test', description: 'buyer (Bayside Facilities, premium plan: inventory)' },
] as const;

/** Production found an account that anyone who read the README can sign in to. */
export class PublishedDemoSignInError extends Error {}

/** The demo accounts that still have the password printed in the README and the start banner. */
export async function findPublishedDemoSignIns(db: Database): Promise<string[]> {
  const accounts = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_SIGN_INS.map((signIn) => signIn.email),
      ),
    );
  const published: string[] = [];
  for (const account of accounts) {
    if (account.passwordHash && (await verifySecret(account.passwordHash, DEMO_PASSWORD))) {
      published.push(account.email);
    }
  }
  return published;
}

/**
 * Production refuses to start while a demo account signs in with the published password (one of them is
 * provider staff, with the whole console), unless SEED_DEMO_DATA=true says this is knowingly a demo.
 */
export async function refusePublishedDemoSignIns(db: Database, config: Config): Promise<void> {
  if (!config.isProduction || config.isDemoExplicit) return;
  const published = await findPublishedDemoSignIns(db);
  if (published.length === 0) return;
  throw new PublishedDemoSignInError(
    [
      'Livery will not start in production: these demo accounts sign in with the published password:',
      ...published.map((email) => `  ${email}`),
      'Delete them or change their passwords (e.g. with a development start on the same database),',
      'or set SEED_DEMO_DATA=true if this server is meant to be a public demo.',
    ].join('\n'),
  );
}
