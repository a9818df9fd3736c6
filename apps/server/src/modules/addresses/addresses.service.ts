import type { Address } from '@livery/api-schemas/addresses';
import { countryName } from '@livery/domain/country-name';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { type AddressRow, findAddressById, findAddressesOfCompany } from './addresses.repository.ts';

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
