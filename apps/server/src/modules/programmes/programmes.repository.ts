import type { BeyondEntitlementRule, EntitlementKind, GarmentGroup } from '@livery/domain/entitlements';
import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import {
  employees,
  entitlementLines,
  entitlementRequests,
  entitlementUses,
  programmeRoles,
  programmeSettings,
  savedProducts,
} from '../../db/schema.ts';

export type ProgrammeSettingsRow = typeof programmeSettings.$inferSelect;
export type ProgrammeRoleRow = typeof programmeRoles.$inferSelect;

export async function findProgrammeSettings(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db.select().from(programmeSettings).where(eq(programmeSettings.companyId, companyId));
  return row;
}

export async function saveProgrammeSettings(
  db: DatabaseOrTransaction,
  companyId: number,
  values: {
    yearStartMonth: number;
    yearStartDay: number;
    isProRated: boolean;
    beyondEntitlement?: BeyondEntitlementRule;
  },
) {
  await db
    .insert(programmeSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: programmeSettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** The company's roles by name, each with how many employees have it. */
export function findRoles(db: DatabaseOrTransaction, companyId: number, roleIds?: number[]) {
  const employeeCount = db
    .select({ roleId: employees.roleId, value: count().as('value') })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .groupBy(employees.roleId)
    .as('employee_count');
  return db
    .select({ role: programmeRoles, employeeCount: sql<number>`coalesce(${employeeCount.value}, 0)::int` })
    .from(programmeRoles)
    .leftJoin(employeeCount, eq(employeeCount.roleId, programmeRoles.id))
    .where(
      and(eq(programmeRoles.companyId, companyId), roleIds ? inArray(programmeRoles.id, roleIds) : undefined),
    )
    .orderBy(asc(programmeRoles.name), asc(programmeRoles.id));
}

/** The entitlement lines of some roles, in their order, with their saved products' uuids and titles. */
export async function findLinesOfRoles(db: DatabaseOrTransaction, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  return db
    .select({
      id: entitlementLines.id,
      uuid: entitlementLines.uuid,
      roleId: entitlementLines.roleId,
      garmentGroup: entitlementLines.garmentGroup,
      quantity: entitlementLines.quantity,
      savedProductUuid: savedProducts.uuid,
      savedProductTitle: savedProducts.title,
    })
    .from(entitlementLines)
    .leftJoin(savedProducts, eq(savedProducts.id, entitlementLines.savedProductId))
    .where(inArray(entitlementLines.roleId, roleIds))
    .orderBy(asc(entitlementLines.roleId), asc(entitlementLines.position), asc(entitlementLines.id));
}

export async function findRoleByUuid(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(programmeRoles)
    .where(and(eq(programmeRoles.companyId, companyId), eq(programmeRoles.uuid, uuid)))
    .limit(1);
  return row;
}

/** Another role of the company with this name, any case (names are unique per company). */
export async function findRoleNamed(
  db: DatabaseOrTransaction,
  companyId: number,
  name: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: programmeRoles.id })
    .from(programmeRoles)
    .where(
      and(
        eq(programmeRoles.companyId, companyId),
        sql`lower(${programmeRoles.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${programmeRoles.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row;
}

/** The company's saved products among these uuids (any team's: a programme is the whole company's). */
export async function findCompanySavedProducts(
  db: DatabaseOrTransaction,
  companyId: number,
  uuids: string[],
) {
  if (uuids.length === 0) return [];
  return db
    .select({ id: savedProducts.id, uuid: savedProducts.uuid })
    .from(savedProducts)
    .where(and(eq(savedProducts.companyId, companyId), inArray(savedProducts.uuid, uuids)));
}

export interface RoleValues {
  name: string;
  kind: EntitlementKind;
  allowanceCents: number | null;
}

export async function insertRole(db: DatabaseOrTransaction, companyId: number, values: RoleValues) {
  const [row] = await db
    .insert(programmeRoles)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updateRoleRow(db: DatabaseOrTransaction, id: number, values: RoleValues) {
  await db
    .update(programmeRoles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(programmeRoles.id, id));
}

export interface LineValues {
  savedProductId: number | null;
  garmentGroup: GarmentGroup | null;
  quantity: number | null;
}

/**
 * Makes a role's lines exactly these: a line for the same saved product or group keeps its row (and so the use
 * recorded against it), takes the new quantity and position; lines no longer listed are removed.
 */
export async function replaceRoleLines(db: DatabaseOrTransaction, roleId: number, lines: LineValues[]) {
  const productIds = lines.flatMap((line) => (line.savedProductId === null ? [] : [line.savedProductId]));
  const groups = lines.flatMap((line) => (line.garmentGroup === null ? [] : [line.garmentGroup]));
  await db
    .delete(entitlementLines)
    .where(
      and(
        eq(entitlementLines.roleId, roleId),
        or(
          and(
            isNull(entitlementLines.garmentGroup),
            productIds.length > 0 ? notInArray(entitlementLines.savedProductId, productIds) : undefined,
          ),
          and(
            isNull(entitlementLines.savedProductId),
            groups.length > 0 ? notInArray(entitlementLines.garmentGroup, groups) : undefined,
          ),
        ),
      ),
    );
  const rows = lines.map((line, position) => ({ roleId, position, ...line }));
  const productRows = rows.filter((row) => row.savedProductId !== null);
  const groupRows = rows.filter((row) => row.garmentGroup !== null);
  const kept = { quantity: sql`excluded.quantity`, position: sql`excluded.position` };
  if (productRows.length > 0) {
    await db
      .insert(entitlementLines)
      .values(productRows)
      .onConflictDoUpdate({ target: [entitlementLines.roleId, entitlementLines.savedProductId], set: kept });
  }
  if (groupRows.length > 0) {
    await db
      .insert(entitlementLines)
      .values(groupRows)
      .onConflictDoUpdate({ target: [entitlementLines.roleId, entitlementLines.garmentGroup], set: kept });
  }
}

export async function deleteRoleRow(db: DatabaseOrTransaction, companyId: number, id: number) {
  const deleted = await db
    .delete(programmeRoles)
    .where(and(eq(programmeRoles.companyId, companyId), eq(programmeRoles.id, id)))
    .returning({ id: programmeRoles.id });
  return deleted.length > 0;
}

/**
 * A programme's people and their balances' inputs as one statement reads them (`findBalanceState`): positional
 * tuples, so the JSON PostgreSQL writes and Node parses for a thousand people is a third of what keyed objects were
 * (issue 23: the entitlement report's parse and building were most of its 30 ms of CPU).
 */
export interface BalanceState {
  /** The company's programme settings; null: none saved (the defaults apply). */
  settings: {
    year_start_month: number;
    year_start_day: number;
    is_pro_rated: boolean;
    beyond_entitlement: BeyondEntitlementRule;
  } | null;
  /** The company's roles. */
  roles: Array<
    [id: number, uuid: string, name: string, kind: EntitlementKind, allowanceCents: number | null]
  >;
  /** The lines of the company's roles, by role and position. */
  lines: Array<
    [
      id: number,
      uuid: string,
      roleId: number,
      garmentGroup: GarmentGroup | null,
      quantity: number | null,
      savedProductUuid: string | null,
      savedProductTitle: string | null,
    ]
  >;
  /** The people, by name, each with their use not given back and approved increases per programme year and line. */
  people: Array<
    [
      uuid: string,
      staffId: string,
      staffKey: string,
      name: string,
      startDate: string | null,
      roleId: number | null,
      uses: PeriodQuantity[] | null,
      increases: PeriodQuantity[] | null,
    ]
  >;
}

/** Use, or approved increases, of one programme year on one line (null: an allowance's). */
export type PeriodQuantity = [
  periodStart: string,
  lineId: number | null,
  quantity: number,
  amountCents: number,
];

/**
 * One statement (issue 23: a balances list is the session read and one more), prepared once per database for each
 * way of choosing the people: the company's programme settings and roles, its roles' lines, and its employees (these
 * staff keys, or all who hold a role) by name, each with their use not given back and approved increases per
 * programme year starting in the 366 days up to `today`. The settings decide which of those years is the current
 * one, so the caller picks it (the domain's rule) and the statement needs no second trip; at most two years' rows
 * come back.
 */
function balanceStateStatement(db: Database, whom: SQL, name: string) {
  const companyId = sql.placeholder('companyId');
  const today = sql`${sql.placeholder('today')}::date`;
  const periodQuantities = (table: SQL, kept: SQL) => sql`(select json_agg(json_build_array(q.period_start,
      q.line_id, q.quantity, q.amount_cents))
    from (select period_start, entitlement_line_id as line_id, sum(quantity)::integer as quantity,
        sum(amount_cents)::integer as amount_cents
      from ${table}
      where employee_id = ${employees.id} and period_start >= ${today} - 365 and period_start <= ${today} and ${kept}
      group by period_start, entitlement_line_id) q)`;
  return db
    .select({
      settings: sql<BalanceState['settings']>`
        (select json_build_object('year_start_month', s.year_start_month, 'year_start_day', s.year_start_day,
            'is_pro_rated', s.is_pro_rated, 'beyond_entitlement', s.beyond_entitlement)
          from ${programmeSettings} s where s.company_id = ${companyId})`,
      roles: sql<BalanceState['roles']>`
        (select coalesce(json_agg(json_build_array(r.id, r.uuid, r.name, r.kind, r.allowance_cents)), '[]')
          from ${programmeRoles} r where r.company_id = ${companyId})`,
      // The company's few roles' lines, not the people's: over a thousand people's roles planned a scan of every line.
      lines: sql<BalanceState['lines']>`
        (select coalesce(json_agg(json_build_array(l.id, l.uuid, l.role_id, l.garment_group, l.quantity, sp.uuid,
            sp.title) order by l.role_id, l.position, l.id), '[]')
          from ${entitlementLines} l left join ${savedProducts} sp on sp.id = l.saved_product_id
          where l.role_id in (select r.id from ${programmeRoles} r where r.company_id = ${companyId}))`,
      // Each person's use and increases are read through their own index ranges: faster than grouping the company's.
      people: sql<BalanceState['people']>`
        coalesce(json_agg(json_build_array(${employees.uuid}, ${employees.staffId}, ${employees.staffKey},
            ${employees.name}, ${employees.startDate}, ${employees.roleId},
            ${periodQuantities(sql`${entitlementUses}`, sql`returned_at is null`)},
            ${periodQuantities(sql`${entitlementRequests}`, sql`status = 'approved'`)})
          order by ${employees.name}, ${employees.id}), '[]')`,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), whom))
    .prepare(name);
}

const balanceStateOfStaff = preparedStatement((db) =>
  balanceStateStatement(
    db,
    sql`${employees.staffKey} in (select value from jsonb_array_elements_text(${sql.placeholder('staffKeys')}::jsonb))`,
    'programme_balance_state_of_staff',
  ),
);

const balanceStateOfRoleHolders = preparedStatement((db) =>
  balanceStateStatement(db, isNotNull(employees.roleId), 'programme_balance_state_of_role_holders'),
);

/** The programme's balance inputs of these staff keys, or of everyone who holds a role (`BalanceState`). */
export async function findBalanceState(
  db: Database,
  input: { companyId: number; today: string; people: { staffKeys: string[] } | { withRoleOnly: true } },
): Promise<BalanceState> {
  const [row] =
    'staffKeys' in input.people
      ? await balanceStateOfStaff(db).execute({
          companyId: input.companyId,
          today: input.today,
          staffKeys: JSON.stringify(input.people.staffKeys),
        })
      : await balanceStateOfRoleHolders(db).execute({ companyId: input.companyId, today: input.today });
  // One row always: the people are aggregated. A driver that answers json as text is read as JSON.
  const parsed = <Value>(value: Value | string): Value =>
    typeof value === 'string' ? JSON.parse(value) : value;
  return {
    settings: parsed(row!.settings) ?? null,
    roles: parsed(row!.roles),
    lines: parsed(row!.lines),
    people: parsed(row!.people),
  };
}
