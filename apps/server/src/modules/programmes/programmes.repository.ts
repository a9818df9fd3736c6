import type { BeyondEntitlementRule, EntitlementKind, GarmentGroup } from '@livery/domain/entitlements';
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
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

/** A programme's people and their balances' inputs as one statement reads them (`findBalanceState`). */
/** A use not given back, or an approved increase, of one employee in one programme year. */
interface PeriodQuantityRow {
  employee_id: number;
  period_start: string;
  line_id: number | null;
  quantity: number;
  amount_cents: number;
}

export interface BalanceStateRow {
  /** The company's programme settings; null: none saved (the defaults apply). */
  settings: {
    year_start_month: number;
    year_start_day: number;
    is_pro_rated: boolean;
    beyond_entitlement: BeyondEntitlementRule;
  } | null;
  people: Array<{
    id: number;
    uuid: string;
    staff_id: string;
    staff_key: string;
    name: string;
    start_date: string | null;
    role: {
      id: number;
      uuid: string;
      name: string;
      kind: EntitlementKind;
      allowance_cents: number | null;
    } | null;
  }>;
  lines: Array<{
    id: number;
    uuid: string;
    role_id: number;
    garment_group: GarmentGroup | null;
    quantity: number | null;
    saved_product_uuid: string | null;
    saved_product_title: string | null;
  }>;
  uses: PeriodQuantityRow[];
  increases: PeriodQuantityRow[];
}

/**
 * In one statement (issue 23: a balances list in the session read and one more): the company's programme settings,
 * its employees with these staff keys (or all who hold a role), by name, with their roles, the company's roles' lines,
 * and the people's use not given back and approved increases per programme year starting in the 366 days up to `today`.
 * The settings decide which of those years is the current one, so the caller picks it (the domain's rule) and the
 * statement needs no second trip; at most two years' rows come back.
 */
export async function findBalanceState(
  db: DatabaseOrTransaction,
  input: { companyId: number; today: string; people: { staffKeys: string[] } | { withRoleOnly: true } },
): Promise<BalanceStateRow> {
  const whom =
    'staffKeys' in input.people
      ? sql`e.staff_key in (select value from jsonb_array_elements_text(${JSON.stringify(input.people.staffKeys)}::jsonb))`
      : sql`e.role_id is not null`;
  const since = sql`${input.today}::date - 365`;
  const result = (await db.execute(sql`with "people" as (
      select e.id, e.uuid, e.staff_id, e.staff_key, e.name, e.start_date, e.role_id,
        r.uuid as role_uuid, r.name as role_name, r.kind as role_kind, r.allowance_cents
      from ${employees} e left join ${programmeRoles} r on r.id = e.role_id
      where e.company_id = ${input.companyId} and ${whom})
    select
      (select jsonb_build_object('year_start_month', s.year_start_month, 'year_start_day', s.year_start_day,
          'is_pro_rated', s.is_pro_rated, 'beyond_entitlement', s.beyond_entitlement)
        from ${programmeSettings} s where s.company_id = ${input.companyId}) as "settings",
      (select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'uuid', p.uuid, 'staff_id', p.staff_id,
          'staff_key', p.staff_key, 'name', p.name, 'start_date', p.start_date,
          'role', case when p.role_id is null then null else jsonb_build_object('id', p.role_id, 'uuid', p.role_uuid,
            'name', p.role_name, 'kind', p.role_kind, 'allowance_cents', p.allowance_cents) end)
          order by p.name, p.id), '[]'::jsonb)
        from "people" p) as "people",
      (select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'uuid', l.uuid, 'role_id', l.role_id,
          'garment_group', l.garment_group, 'quantity', l.quantity, 'saved_product_uuid', sp.uuid,
          'saved_product_title', sp.title) order by l.role_id, l.position, l.id), '[]'::jsonb)
        from ${entitlementLines} l left join ${savedProducts} sp on sp.id = l.saved_product_id
        -- The company's few roles, not the people's: over a thousand people's roles planned a scan of every line.
        where l.role_id in (select r.id from ${programmeRoles} r where r.company_id = ${input.companyId})) as "lines",
      (select coalesce(jsonb_agg(jsonb_build_object('employee_id', u.employee_id, 'period_start', u.period_start,
          'line_id', u.line_id, 'quantity', u.quantity, 'amount_cents', u.amount_cents)), '[]'::jsonb)
        from (select employee_id, period_start, entitlement_line_id as line_id, sum(quantity)::integer as quantity,
            sum(amount_cents)::integer as amount_cents
          from ${entitlementUses}
          where employee_id in (select id from "people") and period_start >= ${since}
            and period_start <= ${input.today}::date and returned_at is null
          group by employee_id, period_start, entitlement_line_id) u) as "uses",
      (select coalesce(jsonb_agg(jsonb_build_object('employee_id', r.employee_id, 'period_start', r.period_start,
          'line_id', r.line_id, 'quantity', r.quantity, 'amount_cents', r.amount_cents)), '[]'::jsonb)
        from (select employee_id, period_start, entitlement_line_id as line_id, sum(quantity)::integer as quantity,
            sum(amount_cents)::integer as amount_cents
          from ${entitlementRequests}
          where employee_id in (select id from "people") and period_start >= ${since}
            and period_start <= ${input.today}::date and status = 'approved'
          group by employee_id, period_start, entitlement_line_id) r) as "increases"`)) as unknown as {
    rows: Array<Record<keyof BalanceStateRow, unknown>>;
  };
  const row = result.rows[0]!;
  // node-postgres parses jsonb; PGlite too; a driver that answers text is read as JSON.
  const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    settings: parsed(row.settings) ?? null,
    people: parsed(row.people),
    lines: parsed(row.lines),
    uses: parsed(row.uses),
    increases: parsed(row.increases),
  } as BalanceStateRow;
}
