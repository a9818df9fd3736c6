import type { DevCompanyBody } from '@livery/api-schemas/common';
import type { Database } from '../../db/database.ts';
import { insertCompany, insertUser } from '../../db/records.ts';
import { unprocessable } from '../../errors.ts';
import { findAccountByEmail } from '../users/users.service.ts';

/**
 * Development only: a customer company with its person in charge, who has finished the setup wizard (as the demo
 * buyer has), so a browser journey can run on a company of its own. An address already taken is refused and
 * nothing is written.
 */
export async function createDevCompany(db: Database, body: DevCompanyBody) {
  const email = body.person_in_charge.email.toLowerCase();
  return db.transaction(async (tx) => {
    if (await findAccountByEmail(tx, email)) throw unprocessable([`${email} already has an account`]);
    const company = await insertCompany(tx, { name: body.name, plan: body.plan, industry: 'Hospitality' });
    const user = await insertUser(tx, {
      companyId: company.id,
      email,
      password: body.person_in_charge.password,
      name: body.person_in_charge.name,
      department: 'person_in_charge',
      setupDone: true,
      countryCode: 'SG',
      phone: '+65 6000 0000',
      companyPosition: 'Procurement Manager',
      industry: 'Hospitality',
    });
    return {
      company: { id: company.id, name: company.name },
      person_in_charge: { id: user.id, email: user.email },
    };
  });
}
