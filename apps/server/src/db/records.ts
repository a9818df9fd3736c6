import type { PaymentTerms } from '@livery/domain/credit-terms';
import { eq, inArray } from 'drizzle-orm';
import { loadArgon2 } from '../lazy-libraries.ts';
import type { DatabaseOrTransaction } from './database.ts';
import {
  addresses,
  companies,
  products,
  recommendedProducts,
  savedProducts,
  teamMembers,
  teams,
  users,
} from './schema.ts';

/** Row builders shared by the demo data and the API tests' factories. */

export async function insertCompany(
  db: DatabaseOrTransaction,
  values: {
    name: string;
    plan?: 'basic' | 'advanced' | 'premium';
    kind?: 'customer' | 'provider';
    industry?: string;
    orderApprovalRule?: 'never' | 'member_orders' | 'above_amount';
    paymentTerms?: PaymentTerms;
    creditLimit?: number | null;
  },
) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

/** A user; `passwordHash` stores a hash made elsewhere (test factories, decision 150) instead of hashing `password`. */
export async function insertUser(
  db: DatabaseOrTransaction,
  values: ({ password: string } | { passwordHash: string }) & {
    companyId: number;
    email: string;
    name: string;
    department?: string | null;
    role?: 'customer' | 'provider';
    setupDone?: boolean;
    countryCode?: string;
    phone?: string;
    companyPosition?: string;
    industry?: string;
  },
) {
  const passwordHash =
    'passwordHash' in values ? values.passwordHash : await (await loadArgon2()).hash(values.password);
  const {
    password: _password,
    passwordHash: _given,
    ...rest
  } = {
    password: undefined,
    passwordHash: undefined,
    ...values,
  };
  const [row] = await db
    .insert(users)
    .values({ ...rest, email: values.email.toLowerCase(), passwordHash })
    .returning();
  return row!;
}

/** A team with its creator as a joined member, plus any further joined members. */
export async function insertTeam(
  db: DatabaseOrTransaction,
  values: {
    companyId: number;
    name: string;
    creatorId: number;
    memberIds?: number[];
    isDefaultFor?: number[];
  },
) {
  const [team] = await db
    .insert(teams)
    .values({ companyId: values.companyId, name: values.name, creatorId: values.creatorId })
    .returning();
  const memberIds = [values.creatorId, ...(values.memberIds ?? [])];
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, memberIds));
  await db.insert(teamMembers).values(
    members.map((member) => ({
      teamId: team!.id,
      userId: member.id,
      email: member.email,
      role: member.id === values.creatorId ? ('creator' as const) : ('member' as const),
      status: 'joined' as const,
      isDefault: values.isDefaultFor?.includes(member.id) ?? false,
    })),
  );
  return team!;
}

export type NewProduct = typeof products.$inferInsert;

export async function insertProduct(db: DatabaseOrTransaction, values: NewProduct) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function insertSavedProduct(
  db: DatabaseOrTransaction,
  values: {
    companyId: number;
    userId: number;
    teamId: number | null;
    productId: number;
    title: string;
    apparelColor?: string;
  },
) {
  const [product] = await db
    .select({ sku: products.sku, thumbUrl: products.thumbUrl })
    .from(products)
    .where(eq(products.id, values.productId));
  const [row] = await db
    .insert(savedProducts)
    .values({ ...values, sku: product!.sku, thumbUrl: product!.thumbUrl })
    .returning();
  return row!;
}

export type NewAddress = Omit<typeof addresses.$inferInsert, 'companyId' | 'userId'>;

export async function insertAddress(
  db: DatabaseOrTransaction,
  values: NewAddress & { companyId: number; userId: number },
) {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

/** Recommends catalogue products to a company, in the order given ('HANDPICKED FOR YOUR COMPANY'). */
export async function insertRecommendedProducts(
  db: DatabaseOrTransaction,
  companyId: number,
  productIds: number[],
) {
  if (productIds.length === 0) return;
  await db
    .insert(recommendedProducts)
    .values(productIds.map((productId, position) => ({ companyId, productId, position })))
    .onConflictDoNothing();
}
