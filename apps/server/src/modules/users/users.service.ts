import type { UpdateUserBody, User } from '@livery/api-schemas/users';
import { countryName } from '@livery/domain/country-name';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findAddressOfCompany } from '../addresses/addresses.service.ts';
import { countSavedProducts } from '../saved-products/saved-products.service.ts';
import { countTeamsOfUser } from '../teams/teams.service.ts';
import {
  findUserByEmail,
  findUserWithCompany,
  insertInvitedUser,
  type UserProfileChanges,
  updateCompanyName,
  updateUserProfile,
} from './users.repository.ts';

/** The user as the API shows it: country with its English name, company, plan and the profile counts. */
export async function findUserJson(db: DatabaseOrTransaction, userId: number): Promise<User> {
  const row = await findUserWithCompany(db, userId);
  if (!row) throw notFound('User');
  const { user, company } = row;
  const [teamQty, productQty] = await Promise.all([
    countTeamsOfUser(db, user.id),
    countSavedProducts(db, company.id),
  ]);
  const country = user.countryCode
    ? { code: user.countryCode, name: countryName(user.countryCode) ?? user.countryCode }
    : null;
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    country,
    company: { id: company.id, name: company.name },
    company_position: user.companyPosition,
    phone: user.phone,
    industry: user.industry,
    role: user.role,
    department: user.department,
    plan: company.plan,
    setup_done: user.setupDone,
    team_qty: Number(teamQty),
    product_qty: Number(productQty),
    ship_add_id: user.shipAddressId,
    bill_add_id: user.billAddressId,
  };
}

async function checkAddressOfCompany(db: Database, companyId: number, addressId: number | null | undefined) {
  if (addressId === null || addressId === undefined) return;
  const address = await findAddressOfCompany(db, companyId, addressId);
  if (!address) throw notFound('Address');
}

/**
 * Updates the caller's own profile (another user's id is "not found"). The e-mail never changes;
 * company_name renames the caller's company (person in charge only); default addresses must belong to the company.
 */
export async function updateUser(
  db: Database,
  caller: CurrentUser,
  userId: number,
  body: UpdateUserBody,
): Promise<User> {
  if (userId !== caller.id) throw notFound('User');
  // The company's name is the company's: only its person in charge may change it.
  if (body.company_name !== undefined && caller.department !== 'person_in_charge') {
    throw forbidden('Only the person in charge can change the company name.');
  }

  const changes: UserProfileChanges = {};
  if (body.country !== undefined) {
    const code = body.country.toUpperCase();
    if (!countryName(code)) throw unprocessable(['Country is invalid']);
    changes.countryCode = code;
  }
  if (body.name !== undefined) changes.name = body.name;
  if (body.company_position !== undefined) changes.companyPosition = body.company_position || null;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.industry !== undefined) changes.industry = body.industry;
  if (body.setup_done !== undefined) changes.setupDone = body.setup_done;
  if (body.ship_add_id !== undefined) changes.shipAddressId = body.ship_add_id;
  if (body.bill_add_id !== undefined) changes.billAddressId = body.bill_add_id;

  await checkAddressOfCompany(db, caller.companyId, body.ship_add_id);
  await checkAddressOfCompany(db, caller.companyId, body.bill_add_id);

  await db.transaction(async (tx) => {
    await updateUserProfile(tx, caller.id, changes);
    if (body.company_name !== undefined) await updateCompanyName(tx, caller.companyId, body.company_name);
  });
  return findUserJson(db, caller.id);
}

/** The account of an address, if any (invitations look addresses up). */
export function findAccountByEmail(db: DatabaseOrTransaction, email: string) {
  return findUserByEmail(db, email.toLowerCase());
}

/** Creates the account of an invited address in the inviter's company. */
export function createInvitedAccount(db: DatabaseOrTransaction, companyId: number, email: string) {
  return insertInvitedUser(db, companyId, email.toLowerCase());
}
