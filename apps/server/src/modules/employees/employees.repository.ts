import { and, asc, count, desc, eq, getTableColumns, inArray, like, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import {
  employeeProducts,
  employees,
  orderItems,
  orders,
  programmeRoles,
  savedProducts,
  teamMembers,
} from '../../db/schema.ts';

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;

/** A person with their programme role's uuid and name (null without a role), as the API shows them. */
const employeeWithRole = {
  ...getTableColumns(employees),
  roleUuid: programmeRoles.uuid,
  roleName: programmeRoles.name,
};
export type EmployeeWithRoleRow = EmployeeRow & { roleUuid: string | null; roleName: string | null };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function companyAndKeyword(companyId: number, keyword?: string) {
  return and(
    eq(employees.companyId, companyId),
    keyword ? like(employees.searchText, `%${escapeLike(keyword.toLowerCase())}%`) : undefined,
  );
}

/** A page of the company's people by name; the (company, name, id) index serves the order and the paging. */
export async function findEmployeesPage(
  db: DatabaseOrTransaction,
  companyId: number,
  filter: { keyword?: string; limit: number; offset: number },
) {
  const where = companyAndKeyword(companyId, filter.keyword);
  const [rows, totals] = await Promise.all([
    db
      .select(employeeWithRole)
      .from(employees)
      .leftJoin(programmeRoles, eq(programmeRoles.id, employees.roleId))
      .where(where)
      .orderBy(asc(employees.companyId), asc(employees.name), asc(employees.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(employees).where(where),
  ]);
  return { rows, totalCount: totals[0]?.value ?? 0 };
}

/** Every person of the company matching the keyword, for the export. */
export function findAllEmployees(db: DatabaseOrTransaction, companyId: number, keyword?: string) {
  return db
    .select()
    .from(employees)
    .where(companyAndKeyword(companyId, keyword))
    .orderBy(asc(employees.companyId), asc(employees.name), asc(employees.id));
}

export async function findEmployeesByStaffKeys(db: DatabaseOrTransaction, companyId: number, keys: string[]) {
  if (keys.length === 0) return [];
  const found: EmployeeRow[] = [];
  for (let start = 0; start < keys.length; start += 1000) {
    found.push(
      ...(await db
        .select()
        .from(employees)
        .where(
          and(
            eq(employees.companyId, companyId),
            inArray(employees.staffKey, keys.slice(start, start + 1000)),
          ),
        )),
    );
  }
  return found;
}

/** Writes the people, one row per (company, staff key): a known person's row is replaced by its merge. */
export async function upsertEmployees(db: DatabaseOrTransaction, rows: NewEmployeeRow[]) {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(employees)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [employees.companyId, employees.staffKey],
        set: {
          name: sql`excluded.name`,
          aliases: sql`excluded.aliases`,
          details: sql`excluded.details`,
          sizes: sql`excluded.sizes`,
          searchText: sql`excluded.search_text`,
          lastOrderedAt: sql`coalesce(excluded.last_ordered_at, ${employees.lastOrderedAt})`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function findEmployeeByUuid(
  db: DatabaseOrTransaction,
  companyId: number,
  uuid: string,
): Promise<EmployeeWithRoleRow | undefined> {
  const [row] = await db
    .select(employeeWithRole)
    .from(employees)
    .leftJoin(programmeRoles, eq(programmeRoles.id, employees.roleId))
    .where(and(eq(employees.companyId, companyId), eq(employees.uuid, uuid)))
    .limit(1);
  return row;
}

export async function updateEmployeeRow(
  db: DatabaseOrTransaction,
  companyId: number,
  id: number,
  values: Pick<NewEmployeeRow, 'name' | 'aliases' | 'details' | 'searchText' | 'roleId' | 'startDate'>,
): Promise<EmployeeWithRoleRow | undefined> {
  const [row] = await db
    .update(employees)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)))
    .returning({ uuid: employees.uuid });
  return row ? findEmployeeByUuid(db, companyId, row.uuid) : undefined;
}

/**
 * The garments of a person on the orders the user can see (the company's orders in teams they joined),
 * newest first. Staff ids are matched by the spellings the record knows, so the staff id index is used.
 */
export function findEmployeeGarments(
  db: DatabaseOrTransaction,
  scope: { companyId: number; userId: number },
  staffIds: string[],
) {
  const joinedTeamIds = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, scope.userId), eq(teamMembers.status, 'joined')));
  return db
    .select({
      orderUuid: orders.uuid,
      orderUid: orders.uid,
      orderStatus: orders.orderStatus,
      createdAt: orders.createdAt,
      title: orderItems.title,
      size: employeeProducts.size,
      qty: employeeProducts.qty,
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(employeeProducts.staffId, staffIds),
        eq(orders.companyId, scope.companyId),
        inArray(orders.teamId, joinedTeamIds),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(employeeProducts.id))
    .limit(500);
}

/** The people on one order's lines, with the line's saved product, for the employee database. */
export function findOrderPeople(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select({
      person: employeeProducts,
      title: orderItems.title,
      savedProductUuid: savedProducts.uuid,
      companyId: orders.companyId,
      orderedAt: orders.createdAt,
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(savedProducts, eq(savedProducts.id, orderItems.savedProductId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(employeeProducts.id));
}

/** The company's people who were given a size of the saved product (its uuid keys `sizes`). */
export function findWearersOfSavedProduct(
  db: DatabaseOrTransaction,
  companyId: number,
  savedProductUuid: string,
) {
  return db
    .select({ staffId: employees.staffId, name: employees.name, sizes: employees.sizes })
    .from(employees)
    .where(
      and(eq(employees.companyId, companyId), sql`jsonb_exists(${employees.sizes}, ${savedProductUuid})`),
    )
    .orderBy(asc(employees.name), asc(employees.id));
}

export async function deleteEmployeeRow(db: DatabaseOrTransaction, companyId: number, id: number) {
  const deleted = await db
    .delete(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)))
    .returning({ id: employees.id });
  return deleted.length > 0;
}
