import type { PaymentTerms } from '@livery/domain/credit-terms';
import type { GarmentGroup } from '@livery/domain/entitlements';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { jsonRecords } from '../../db/json-records.ts';
import {
  companies,
  employeeProducts,
  employees,
  entitlementLines,
  entitlementRequests,
  entitlementUses,
  orderItems,
  products,
  programmeRoles,
  programmeSettings,
} from '../../db/schema.ts';

/**
 * The company's employees with these staff keys who hold a role, with the role and the company's programme settings,
 * by id. With `lock`, each row is locked until the transaction ends (in id order, so two orders naming the same
 * people never deadlock): an order for an employee waits for another one's to commit, then reads its use.
 */
export async function findProgrammeEmployees(
  db: DatabaseOrTransaction,
  companyId: number,
  staffKeys: string[],
  lock: boolean,
) {
  const query = db
    .select({
      id: employees.id,
      staffKey: employees.staffKey,
      staffId: employees.staffId,
      name: employees.name,
      startDate: employees.startDate,
      role: {
        id: programmeRoles.id,
        name: programmeRoles.name,
        kind: programmeRoles.kind,
        allowanceCents: programmeRoles.allowanceCents,
      },
      settings: {
        yearStartMonth: programmeSettings.yearStartMonth,
        yearStartDay: programmeSettings.yearStartDay,
        isProRated: programmeSettings.isProRated,
        beyondEntitlement: programmeSettings.beyondEntitlement,
      },
    })
    .from(employees)
    .innerJoin(programmeRoles, eq(programmeRoles.id, employees.roleId))
    .leftJoin(programmeSettings, eq(programmeSettings.companyId, employees.companyId))
    .where(
      and(
        eq(employees.companyId, companyId),
        inArray(employees.staffKey, staffKeys),
        isNotNull(employees.roleId),
      ),
    )
    .orderBy(asc(employees.id));
  return lock ? query.for('update', { of: employees }) : query;
}

export interface CoverStateRow {
  lines: Array<{
    id: number;
    role_id: number;
    saved_product_id: number | null;
    garment_group: GarmentGroup | null;
    quantity: number | null;
  }>;
  uses: Array<{ employee_id: number; line_id: number | null; quantity: number; amount_cents: number }>;
  increases: Array<{ employee_id: number; line_id: number | null; quantity: number; amount_cents: number }>;
  groups: Array<{ id: number; garment_group: GarmentGroup }>;
  /** The company's payment terms, which a placed order's mail names: read here, not once more after. */
  payment_terms: PaymentTerms;
}

const ids = (values: readonly number[]) =>
  sql`(select value::integer from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * In one statement: the lines of these roles, these employees' use not given back and their approved increases of
 * the programme year starting `periodStart` (per line), and the garment groups of these catalogue products. Read
 * after the employees are locked, so it sees every use committed before.
 */
export async function findCoverState(
  db: DatabaseOrTransaction,
  input: {
    companyId: number;
    roleIds: number[];
    employeeIds: number[];
    periodStart: string;
    productIds: number[];
  },
): Promise<CoverStateRow> {
  const result = (await db.execute(sql`select
      (select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'role_id', l.role_id,
          'saved_product_id', l.saved_product_id, 'garment_group', l.garment_group, 'quantity', l.quantity)
          order by l.role_id, l.position, l.id), '[]'::jsonb)
        from ${entitlementLines} l where l.role_id in ${ids(input.roleIds)}) as "lines",
      (select coalesce(jsonb_agg(jsonb_build_object('employee_id', u.employee_id, 'line_id', u.line_id,
          'quantity', u.quantity, 'amount_cents', u.amount_cents)), '[]'::jsonb)
        from (select employee_id, entitlement_line_id as line_id, sum(quantity)::integer as quantity,
            sum(amount_cents)::integer as amount_cents
          from ${entitlementUses}
          where employee_id in ${ids(input.employeeIds)} and period_start = ${input.periodStart}
            and returned_at is null
          group by employee_id, entitlement_line_id) u) as "uses",
      (select coalesce(jsonb_agg(jsonb_build_object('employee_id', r.employee_id, 'line_id', r.line_id,
          'quantity', r.quantity, 'amount_cents', r.amount_cents)), '[]'::jsonb)
        from (select employee_id, entitlement_line_id as line_id, sum(quantity)::integer as quantity,
            sum(amount_cents)::integer as amount_cents
          from ${entitlementRequests}
          where employee_id in ${ids(input.employeeIds)} and period_start = ${input.periodStart}
            and status = 'approved'
          group by employee_id, entitlement_line_id) r) as "increases",
      (select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'garment_group', p.garment_group)), '[]'::jsonb)
        from ${products} p where p.id in ${ids(input.productIds)} and p.garment_group is not null) as "groups",
      (select c.payment_terms from ${companies} c where c.id = ${input.companyId}) as "payment_terms"`)) as unknown as {
    rows: Array<Record<keyof CoverStateRow, unknown>>;
  };
  const row = result.rows[0]!;
  // node-postgres parses jsonb; PGlite too; a driver that answers text is read as JSON.
  const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    lines: parsed(row.lines),
    uses: parsed(row.uses),
    increases: parsed(row.increases),
    groups: parsed(row.groups),
    payment_terms: row.payment_terms,
  } as CoverStateRow;
}

/** Writes an order's entitlement use in one statement (one jsonb parameter whatever the number of rows). */
export async function insertEntitlementUses(
  db: DatabaseOrTransaction,
  rows: Array<typeof entitlementUses.$inferInsert>,
) {
  if (rows.length === 0) return;
  const records = jsonRecords(entitlementUses, rows);
  await db.execute(sql`insert into ${entitlementUses} (${records.columns})
    select ${records.values} from jsonb_populate_recordset(null::${entitlementUses}, ${records.json}::jsonb) as record`);
}

/**
 * Writes an order's employee garments and what they used in one statement (two jsonb parameters): the checkout's
 * one write of both tables.
 */
export async function insertGarmentsAndUses(
  db: DatabaseOrTransaction,
  garments: Array<typeof employeeProducts.$inferInsert>,
  uses: Array<typeof entitlementUses.$inferInsert>,
) {
  const worn = jsonRecords(employeeProducts, garments);
  const used = jsonRecords(entitlementUses, uses);
  await db.execute(sql`with "worn" as (
      insert into ${employeeProducts} (${worn.columns})
      select ${worn.values} from jsonb_populate_recordset(null::${employeeProducts}, ${worn.json}::jsonb) with ordinality as record
      order by record."ordinality")
    insert into ${entitlementUses} (${used.columns})
    select ${used.values} from jsonb_populate_recordset(null::${entitlementUses}, ${used.json}::jsonb) as record`);
}

/** Gives back what a cancelled order used: its rows stay, marked returned, and no longer count. */
export async function returnEntitlementUsesOfOrder(db: DatabaseOrTransaction, orderId: number) {
  const lines = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const returned = await db
    .update(entitlementUses)
    .set({ returnedAt: sql`now()` })
    .where(and(inArray(entitlementUses.orderItemId, lines), isNull(entitlementUses.returnedAt)))
    .returning({ id: entitlementUses.id });
  return returned.length;
}
