import { calendarDay, DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { staffIdKey } from '@livery/domain/employee-records';
import { programmePeriodOfDay } from '@livery/domain/programme-year';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import {
  employeeProducts,
  employees,
  entitlementLines,
  entitlementUses,
  orderItems,
  orders,
} from '../src/db/schema.ts';
import { importEmployees } from '../src/modules/employees/employees.service.ts';
import { askForMore } from '../src/modules/programmes/entitlement-requests.service.ts';
import { createRole, updateProgrammeSettings } from '../src/modules/programmes/programmes.service.ts';
import type { CurrentUser } from '../src/plugins/authentication.ts';

const YEAR_START = { month: 4, day: 1 };
/** A front office joiner, 75 days ago: their allocation is the part of the year from their start. */
const JOINER = 'FO-1006';
const JOINER_DAYS_AGO = 75;

const HOUSEKEEPING = [
  ['HK-2001', 'Nur Aisyah'],
  ['HK-2002', 'Li Wei'],
  ['HK-2003', 'Maria Santos'],
];
const KITCHEN = [
  ['KT-3001', 'Kumar Pillai'],
  ['KT-3002', 'Jessica Ong'],
];

/**
 * Harbour Hotels runs a uniform programme (issue 25 items 1 and 8): its year starts on 1 April and joiners get a
 * share; Front Office is allocated polos and a hoodie, Housekeeping tees and any two bottoms, Kitchen an allowance
 * for aprons and caps. The front office staff of the roster order took 2 of their 3 polos, recorded as used
 * against this year, so each has one left, and Arjun Nair, who joined 75 days ago (pro-rated to 2), none. The
 * member asks for two more tees for a housekeeper: that request waits for the person in charge.
 */
export async function seedDemoProgramme(
  db: Database,
  { buyer, member }: { buyer: CurrentUser; member: CurrentUser },
  products: { frontPolo: string; hoodie: string; tee: string; apron: string; cap: string },
  rosterOrderReference: string,
): Promise<void> {
  await updateProgrammeSettings(
    db,
    buyer,
    { year_start_month: YEAR_START.month, year_start_day: YEAR_START.day, is_pro_rated: true },
    DEFAULT_TIME_ZONE,
  );
  await importEmployees(db, buyer, [
    ...HOUSEKEEPING.map(([staffId, name]) => ({
      staff_id: staffId!,
      name: name!,
      department: 'Housekeeping',
    })),
    ...KITCHEN.map(([staffId, name]) => ({ staff_id: staffId!, name: name!, department: 'Kitchen' })),
  ]);
  const frontOffice = await createRole(db, buyer, {
    name: 'Front Office',
    kind: 'allocation',
    lines: [
      { saved_product_id: products.frontPolo, quantity: 3 },
      { saved_product_id: products.hoodie, quantity: 1 },
    ],
  });
  const housekeeping = await createRole(db, buyer, {
    name: 'Housekeeping',
    kind: 'allocation',
    lines: [
      { saved_product_id: products.tee, quantity: 4 },
      { garment_group: 'bottom', quantity: 2 },
    ],
  });
  const kitchen = await createRole(db, buyer, {
    name: 'Kitchen',
    kind: 'allowance',
    allowance: 25_000,
    lines: [{ saved_product_id: products.apron }, { saved_product_id: products.cap }],
  });
  const people = await db
    .select({ id: employees.id, staffKey: employees.staffKey })
    .from(employees)
    .where(eq(employees.companyId, buyer.companyId));
  const idOf = new Map(people.map((person) => [person.staffKey, person.id]));
  const rosterGarments = await findRosterGarments(db, buyer.companyId, rosterOrderReference);
  const giveRole = (roleUuid: string, staffIds: string[]) =>
    db
      .update(employees)
      .set({ roleId: sql`(select id from programme_roles where uuid = ${roleUuid})` })
      .where(
        inArray(
          employees.id,
          staffIds.map((staffId) => idOf.get(staffIdKey(staffId)) ?? 0),
        ),
      );
  await giveRole(
    frontOffice.role.uuid,
    rosterGarments.map((garment) => garment.staffId),
  );
  await giveRole(
    housekeeping.role.uuid,
    HOUSEKEEPING.map(([staffId]) => staffId!),
  );
  await giveRole(
    kitchen.role.uuid,
    KITCHEN.map(([staffId]) => staffId!),
  );
  await db
    .update(employees)
    .set({ startDate: calendarDay(new Date(Date.now() - JOINER_DAYS_AGO * 86_400_000), DEFAULT_TIME_ZONE) })
    .where(eq(employees.id, idOf.get(staffIdKey(JOINER)) ?? 0));

  // The polos each front office employee was given on the roster order count against this year's allocation.
  const [poloLine] = await db
    .select({ id: entitlementLines.id })
    .from(entitlementLines)
    .where(eq(entitlementLines.uuid, frontOffice.role.lines[0]!.uuid));
  await db.insert(entitlementUses).values(
    rosterGarments.map((garment) => ({
      companyId: buyer.companyId,
      employeeId: idOf.get(staffIdKey(garment.staffId))!,
      entitlementLineId: poloLine!.id,
      orderItemId: garment.orderItemId,
      periodStart: programmePeriodOfDay(calendarDay(garment.orderedAt, DEFAULT_TIME_ZONE), YEAR_START).start,
      quantity: garment.qty,
      amountCents: garment.qty * garment.unitPrice,
    })),
  );

  const [housekeeper] = await db
    .select({ uuid: employees.uuid })
    .from(employees)
    .where(eq(employees.id, idOf.get(staffIdKey(HOUSEKEEPING[0]![0]!)) ?? 0));
  await askForMore(
    db,
    member,
    {
      employee_id: housekeeper!.uuid,
      line_id: housekeeping.role.lines[0]!.uuid,
      quantity: 2,
      reason: 'Two tees were ruined by bleach during the spring deep clean.',
    },
    '',
  );
}

/** Who was given what on the demo's roster order. */
function findRosterGarments(db: Database, companyId: number, reference: string) {
  return db
    .select({
      staffId: employeeProducts.staffId,
      qty: employeeProducts.qty,
      orderItemId: orderItems.id,
      unitPrice: orderItems.unitPrice,
      orderedAt: orders.createdAt,
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.companyId, companyId), eq(orders.reference, reference)));
}
