import type { Address, AddressBody } from '@livery/api-schemas/addresses';
import { countryCollectsState } from '@livery/domain/address-rules';
import { countryName } from '@livery/domain/country-name';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { isStateOfCountry } from '../reference-data/reference-data.service.ts';
import {
  type AddressRow,
  deleteAddressOfCompany,
  findAddressById,
  findAddressesByIds,
  findAddressesOfCompany,
  insertAddressRow,
  updateAddressOfCompany,
} from './addresses.repository.ts';

/** The address as the API shows it, with a one-line summary for pickers. */
export function toAddressJson(row: AddressRow): Address {
  const country = countryName(row.countryCode) ?? row.countryCode;
  const parts = [row.address, row.address2, row.city, row.state, row.zip, country].filter(Boolean);
  const name = `${row.firstName} ${row.lastName}`;
  return {
    id: row.id,
    uuid: row.uuid,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    country: row.countryCode,
    country_name: country,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    nickname: row.nickname,
    billing_email: row.billingEmail,
    summary: `${row.nickname ? `${row.nickname}: ` : ''}${name}, ${parts.join(', ')}`,
  };
}

export async function listAddresses(db: Database, user: CurrentUser, keyword?: string): Promise<Address[]> {
  const rows = await findAddressesOfCompany(db, user.companyId, keyword?.trim() || undefined);
  return rows.map(toAddressJson);
}

/** The address when it belongs to the company; another company's address is treated as absent. */
export function findAddressOfCompany(db: DatabaseOrTransaction, companyId: number, addressId: number) {
  return findAddressById(db, companyId, addressId);
}

/** Those of the addresses that belong to the company, by id, read together. */
export async function findAddressesOfCompanyByIds(
  db: DatabaseOrTransaction,
  companyId: number,
  addressIds: number[],
) {
  const ids = [...new Set(addressIds)];
  const rows = ids.length > 0 ? await findAddressesByIds(db, companyId, ids) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

function toColumns(body: AddressBody) {
  if (!countryName(body.country)) throw unprocessable(['Country is required']);
  // Changing the country clears the state; a country without states collects none.
  if (!countryCollectsState(body.country)) body = { ...body, state: null };
  else if (!isStateOfCountry(body.country, body.state)) throw unprocessable(['State is required']);
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    company: body.company,
    countryCode: body.country,
    address: body.address,
    address2: body.address2,
    city: body.city,
    state: body.state,
    zip: body.zip,
    phone: body.phone,
    nickname: body.nickname,
    billingEmail: body.billing_email,
  };
}

export async function createAddress(db: Database, user: CurrentUser, body: AddressBody): Promise<Address> {
  const row = await insertAddressRow(db, { ...toColumns(body), companyId: user.companyId, userId: user.id });
  return toAddressJson(row);
}

/** Addresses are shared by the company: any of its users may edit one, another company's is absent. */
export async function updateAddress(
  db: Database,
  user: CurrentUser,
  uuid: string,
  body: AddressBody,
): Promise<Address> {
  const row = await updateAddressOfCompany(db, user.companyId, uuid, toColumns(body));
  if (!row) throw notFound('Address');
  return toAddressJson(row);
}

export async function deleteAddress(db: Database, user: CurrentUser, uuid: string): Promise<void> {
  if (!(await deleteAddressOfCompany(db, user.companyId, uuid))) throw notFound('Address');
}
