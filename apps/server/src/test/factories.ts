import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  insertAddress,
  insertCompany,
  insertProduct,
  insertRecommendedProducts,
  insertSavedProduct,
  insertTeam,
  insertUser,
  type NewAddress,
  type NewProduct,
} from '../db/records.ts';
import { inventories } from '../db/schema.ts';

let sequence = 0;
const next = () => ++sequence;

export async function createCompany(
  db: Database,
  values: { name?: string; plan?: 'basic' | 'advanced' | 'premium' } = {},
) {
  return insertCompany(db, { name: values.name ?? `Company ${next()}`, plan: values.plan ?? 'advanced' });
}

/**
 * Users made by tests store argon2id at its cheapest parameters: sign-in verifies with the parameters kept in the
 * stored hash, so a test's sign-in costs about a millisecond instead of production's ~25 ms of CPU (decision 150).
 * Production hashing (modules/auth/secret-hashing.ts) is untouched; sign-up, reset and password change in tests
 * still go through it.
 */
function cheapTestHash(password: string): Promise<string> {
  return hash(password, { memoryCost: 64, timeCost: 1, parallelism: 1 });
}

export async function createUser(
  db: Database,
  values: {
    companyId: number;
    email?: string;
    password?: string;
    name?: string;
    department?: string | null;
    role?: 'customer' | 'provider';
    setupDone?: boolean;
  },
) {
  return insertUser(db, {
    companyId: values.companyId,
    email: values.email ?? `user${next()}@example.test`,
    passwordHash: await cheapTestHash(values.password ?? 'correct-horse'),
    name: values.name ?? 'Test User',
    department: values.department ?? null,
    role: values.role ?? 'customer',
    setupDone: values.setupDone ?? true,
  });
}

/** A customer company with one signed-up user in one team: the usual starting point of an API test. */
export async function createBuyer(
  db: Database,
  values: { plan?: 'basic' | 'advanced' | 'premium'; department?: string } = {},
) {
  const company = await createCompany(db, { plan: values.plan });
  const user = await createUser(db, {
    companyId: company.id,
    department: values.department ?? 'person_in_charge',
  });
  const team = await insertTeam(db, { companyId: company.id, name: `Team ${next()}`, creatorId: user.id });
  return { company, user, team };
}

export async function createProduct(db: Database, values: Partial<NewProduct> = {}) {
  const n = next();
  return insertProduct(db, {
    title: `Polo ${n}`,
    sku: `POLO-${n}`,
    sizes: ['S', 'M', 'L', 'XL', '2XL'],
    colors: [
      { value: '#ffffff', title: 'White' },
      { value: '#1f3a5f', title: 'Navy' },
    ],
    pricing: { qtys: { '1': 2500, '50': 2200, '100': 1900 }, addons_size: { '2XL': 300 } },
    minQty: 1,
    ...values,
  });
}

export async function createSavedProduct(
  db: Database,
  values: { companyId: number; userId: number; teamId?: number | null; productId?: number; title?: string },
) {
  const productId = values.productId ?? (await createProduct(db)).id;
  return insertSavedProduct(db, {
    companyId: values.companyId,
    userId: values.userId,
    teamId: values.teamId ?? null,
    productId,
    title: values.title ?? `Saved product ${next()}`,
  });
}

export async function createAddress(
  db: Database,
  values: { companyId: number; userId: number } & Partial<NewAddress>,
) {
  return insertAddress(db, {
    firstName: 'Mei',
    lastName: 'Tan',
    company: 'Test Co',
    countryCode: 'SG',
    address: '1 Harbourfront Walk',
    city: 'Singapore',
    zip: '098585',
    phone: '+65 6000 0000',
    ...values,
  });
}

/** Signs in through the API and returns the headers every later call sends. */
export async function signIn(app: FastifyInstance, email: string, password = 'correct-horse') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  };
}

/** The provider recommends these catalogue products to the company. */
export function recommendProducts(db: Database, companyId: number, productIds: number[]) {
  return insertRecommendedProducts(db, companyId, productIds);
}

/** Stock kept of a saved product (the inventory module's own rows come from POST /api/inventories). */
export async function createInventory(
  db: Database,
  values: { companyId: number; userId: number; savedProductId: number },
) {
  const [row] = await db.insert(inventories).values(values).returning();
  return row!;
}

/** A member of the provider's staff, who signs in to the /admin console. */
export async function createProviderStaff(db: Database) {
  const company = await insertCompany(db, { name: `Provider ${next()}`, kind: 'provider', plan: 'premium' });
  return createUser(db, { companyId: company.id, role: 'provider' });
}
