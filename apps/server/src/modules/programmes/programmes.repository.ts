import type { BeyondEntitlementRule, EntitlementKind, GarmentGroup } from '@livery/domain/entitlements';
import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
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

/** The company's employees with these staff keys, or all who hold a role (by name), with their role (if any). */
export function findEmployeesWithRoles(
  db: DatabaseOrTransaction,
  companyId: number,
  filter: { staffKeys: string[] } | { withRoleOnly: true },
) {
  return db
    .select({
      id: employees.id,
      uuid: employees.uuid,
      staffId: employees.staffId,
      staffKey: employees.staffKey,
      name: employees.name,
      startDate: employees.startDate,
      role: {
        id: programmeRoles.id,
        uuid: programmeRoles.uuid,
        name: programmeRoles.name,
        kind: programmeRoles.kind,
        allowanceCents: programmeRoles.allowanceCents,
      },
    })
    .from(employees)
    .leftJoin(programmeRoles, eq(programmeRoles.id, employees.roleId))
    .where(
      and(
        eq(employees.companyId, companyId),
        'staffKeys' in filter ? inArray(employees.staffKey, filter.staffKeys) : isNotNull(employees.roleId),
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id));
}

/** Use not given back, per employee and line, in the programme year starting `periodStart`. */
export async function sumUsesOfPeriod(db: DatabaseOrTransaction, employeeIds: number[], periodStart: string) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employeeId: entitlementUses.employeeId,
      lineId: entitlementUses.entitlementLineId,
      quantity: sql<number>`sum(${entitlementUses.quantity})::int`,
      amountCents: sql<number>`sum(${entitlementUses.amountCents})::int`,
    })
    .from(entitlementUses)
    .where(
      and(
        inArray(entitlementUses.employeeId, employeeIds),
        eq(entitlementUses.periodStart, periodStart),
        isNull(entitlementUses.returnedAt),
      ),
    )
    .groupBy(entitlementUses.employeeId, entitlementUses.entitlementLineId);
}

/** Increases approved for the programme year starting `periodStart`, per employee and line (null: an allowance). */
export async function sumIncreasesOfPeriod(
  db: DatabaseOrTransaction,
  employeeIds: number[],
  periodStart: string,
) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employeeId: entitlementRequests.employeeId,
      lineId: entitlementRequests.entitlementLineId,
      quantity: sql<number>`sum(${entitlementRequests.quantity})::int`,
      amountCents: sql<number>`sum(${entitlementRequests.amountCents})::int`,
    })
    .from(entitlementRequests)
    .where(
      and(
        inArray(entitlementRequests.employeeId, employeeIds),
        eq(entitlementRequests.periodStart, periodStart),
        eq(entitlementRequests.status, 'approved'),
      ),
    )
    .groupBy(entitlementRequests.employeeId, entitlementRequests.entitlementLineId);
}
