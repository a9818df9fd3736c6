import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { insertCompany, insertTeam, insertUser } from '../../src/db/records.ts';
import { type FuzzResult, fuzzOperations, listOperations } from './fuzz.ts';
import type { ReportRow } from './report-table.ts';

const PASSWORD = 'fuzz-password-1';

let signIns = 0;

async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  signIns += 1;
  // Cases sign the session out often; each new sign-in comes from its own address, under the sign-in limit.
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    remoteAddress: `10.77.${Math.floor(signIns / 256) % 256}.${signIns % 256}`,
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200)
    throw new Error(`The fuzz user ${email} could not sign in: ${response.body}`);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  };
}

/** The two roles the fuzz runs as: a premium-plan person in charge (every customer route open) and provider staff. */
async function createFuzzUsers(db: Database) {
  const company = await insertCompany(db, { name: 'Fuzz Customer', plan: 'premium' });
  const customer = await insertUser(db, {
    companyId: company.id,
    email: 'fuzz-customer@example.test',
    password: PASSWORD,
    name: 'Fuzz Customer',
    department: 'person_in_charge',
    role: 'customer',
    setupDone: true,
  });
  await insertTeam(db, { companyId: company.id, name: 'Fuzz team', creatorId: customer.id });
  const provider = await insertCompany(db, { name: 'Fuzz Provider', kind: 'provider', plan: 'premium' });
  await insertUser(db, {
    companyId: provider.id,
    email: 'fuzz-staff@example.test',
    password: PASSWORD,
    name: 'Fuzz Staff',
    department: null,
    role: 'provider',
    setupDone: true,
  });
  return ['fuzz-customer@example.test', 'fuzz-staff@example.test'] as const;
}

/** R1: every published operation, `casesPerOperation` hostile requests each, as a customer and as staff. */
export async function runFuzz(options: {
  app: FastifyInstance;
  db: Database;
  casesPerOperation: number;
  seed: number;
  /** Only these roles (all when absent), so the full form can run one role per process. */
  roles?: string[];
  onProgress?: (line: string) => void;
}): Promise<FuzzResult[]> {
  const [customerEmail, staffEmail] = await createFuzzUsers(options.db);
  const operations = listOperations(options.app);
  const results: FuzzResult[] = [];
  const roles = [
    ['customer', customerEmail],
    ['provider staff', staffEmail],
  ] as const;
  for (const [role, email] of roles.filter(([role]) => !options.roles || options.roles.includes(role))) {
    results.push(
      await fuzzOperations({
        ...options,
        role,
        operations,
        signIn: () => signIn(options.app, email),
      }),
    );
  }
  return results;
}

/** The report rows of a fuzz run: answers >= 500 and writes after a refusal, per role. */
export function fuzzReportRows(results: FuzzResult[]): ReportRow[] {
  return results.flatMap((result) => [
    {
      test: `R1 fuzz, ${result.role}: answers >= 500 (${result.operations} operations)`,
      cases: result.cases,
      figure: `${result.serverErrors.length} x 5xx; ${Object.entries(result.statusCounts)
        .sort()
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}`,
      pass: result.serverErrors.length === 0,
    },
    {
      test: `R1 fuzz, ${result.role}: writes after a 4xx`,
      cases: result.statusCounts['4xx'] ?? 0,
      figure: `${result.writesAfterRefusal.length} refusals wrote`,
      pass: result.writesAfterRefusal.length === 0,
    },
  ]);
}
