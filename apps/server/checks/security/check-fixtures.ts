import { hash } from '@node-rs/argon2';
import type { Database } from '../../src/db/database.ts';
import {
  insertAddress,
  insertCompany,
  insertProduct,
  insertSavedProduct,
  insertTeam,
} from '../../src/db/records.ts';
import { shippingServices, users } from '../../src/db/schema.ts';

/** The password of every account the durability checks make. */
export const CHECK_PASSWORD = 'durability-check-1';

export interface CheckBuyer {
  email: string;
  teamId: number;
  addressId: number;
  /** Two saved products, so a bulk order can put two lines in the cart at once. */
  savedProductUuids: [string, string];
}

/** Buyers ready to check out: each in a company of its own, with a team, two saved polos and an address. */
export async function seedCheckBuyers(db: Database, count: number, prefix: string): Promise<CheckBuyer[]> {
  await db
    .insert(shippingServices)
    .values({
      originCountry: 'SG',
      destinationCountry: 'SG',
      title: 'Local delivery',
      leadTime: '3-5 business days',
      feeCents: 0,
    })
    .onConflictDoNothing();
  const buyers: CheckBuyer[] = [];
  const passwordHash = await hash(CHECK_PASSWORD);
  for (let index = 0; index < count; index += 1) {
    const company = await insertCompany(db, { name: `${prefix} company ${index}`, plan: 'advanced' });
    const [user] = await db
      .insert(users)
      .values({
        companyId: company.id,
        email: `${prefix}-buyer${index}@check.test`,
        passwordHash,
        name: `Buyer ${index}`,
        department: 'person_in_charge',
        setupDone: true,
      })
      .returning();
    if (!user) throw new Error('the buyer was not written');
    const team = await insertTeam(db, { companyId: company.id, name: `Team ${index}`, creatorId: user.id });
    const saved: string[] = [];
    for (const garment of ['Polo', 'Apron']) {
      const product = await insertProduct(db, {
        title: `${garment} ${prefix} ${index}`,
        sku: `${prefix}-${garment}-${index}`.toUpperCase(),
        sizes: ['S', 'M', 'L', 'XL', '2XL'],
        colors: [{ value: '#1f3a5f', title: 'Navy' }],
        pricing: { qtys: { '1': 2500, '50': 2200, '100': 1900 }, addons_size: { '2XL': 300 } },
        minQty: 1,
      });
      const savedProduct = await insertSavedProduct(db, {
        companyId: company.id,
        userId: user.id,
        teamId: team.id,
        productId: product.id,
        title: `${garment} ${index}`,
        apparelColor: 'Navy',
      });
      saved.push(savedProduct.uuid);
    }
    const address = await insertAddress(db, {
      companyId: company.id,
      userId: user.id,
      firstName: 'Mei',
      lastName: 'Tan',
      company: company.name,
      countryCode: 'SG',
      address: '1 Harbourfront Walk',
      city: 'Singapore',
      zip: '098585',
      phone: '+65 6000 0000',
    });
    buyers.push({
      email: user.email,
      teamId: team.id,
      addressId: address.id,
      savedProductUuids: [saved[0]!, saved[1]!],
    });
  }
  return buyers;
}

/** Accounts that only ask for sign-in codes, in one company; one password hash is shared to save time. */
export async function seedCodeUsers(db: Database, count: number, prefix: string): Promise<string[]> {
  const company = await insertCompany(db, { name: `${prefix} code users`, plan: 'advanced' });
  const passwordHash = await hash(CHECK_PASSWORD);
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-code${index}@check.test`);
  if (count > 0) {
    await db.insert(users).values(
      emails.map((email, index) => ({
        companyId: company.id,
        email,
        passwordHash,
        name: `Code user ${index}`,
        setupDone: true,
      })),
    );
  }
  return emails;
}

/** The body of a checkout of the whole cart to the buyer's address. */
export function checkoutBody(buyer: CheckBuyer, reference: string) {
  return {
    team_id: buyer.teamId,
    ship_add_id: buyer.addressId,
    bill_add_id: buyer.addressId,
    reference,
    status: 'order_pending',
  };
}
