import type { EntitlementRequestStatus } from '@livery/domain/entitlement-requests';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import {
  employees,
  entitlementLines,
  entitlementRequests,
  programmeRoles,
  savedProducts,
  users,
} from '../../db/schema.ts';

export type EntitlementRequestRow = typeof entitlementRequests.$inferSelect;

/** One of the company's employees by uuid, with their role (if any). */
export async function findEmployeeWithRole(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      staffId: employees.staffId,
      role: { id: programmeRoles.id, name: programmeRoles.name, kind: programmeRoles.kind },
    })
    .from(employees)
    .leftJoin(programmeRoles, eq(programmeRoles.id, employees.roleId))
    .where(and(eq(employees.companyId, companyId), eq(employees.uuid, uuid)))
    .limit(1);
  return row;
}

/** A line of this role by uuid: what an allocation request may ask more of. */
export async function findLineOfRole(db: DatabaseOrTransaction, roleId: number, uuid: string) {
  const [row] = await db
    .select({ id: entitlementLines.id })
    .from(entitlementLines)
    .where(and(eq(entitlementLines.roleId, roleId), eq(entitlementLines.uuid, uuid)))
    .limit(1);
  return row;
}

export async function insertEntitlementRequest(
  db: DatabaseOrTransaction,
  values: typeof entitlementRequests.$inferInsert,
) {
  const [row] = await db.insert(entitlementRequests).values(values).returning();
  return row!;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** What a listed request shows: its own figures, its employee, its item, and who asked and who decided. */
const requestListColumns = {
  request: {
    id: entitlementRequests.id,
    uuid: entitlementRequests.uuid,
    status: entitlementRequests.status,
    quantity: entitlementRequests.quantity,
    amountCents: entitlementRequests.amountCents,
    reason: entitlementRequests.reason,
    createdAt: entitlementRequests.createdAt,
    decidedAt: entitlementRequests.decidedAt,
    decisionNote: entitlementRequests.decisionNote,
    periodStart: entitlementRequests.periodStart,
  },
  employee: { uuid: employees.uuid, staffId: employees.staffId, name: employees.name },
  line: {
    uuid: entitlementLines.uuid,
    garmentGroup: entitlementLines.garmentGroup,
    savedProductTitle: savedProducts.title,
  },
  // Columns, not SQL expressions: Drizzle maps a column of each row far more cheaply than an expression.
  requestedBy: { name: requester.name, email: requester.email },
  decidedBy: { name: decider.name, email: decider.email },
};

/**
 * Which of the company's requests a list or a read holds: every value a parameter of the statement prepared for
 * its shape (`statementPerShape`), absent where the filter is not given.
 */
interface RequestsValues extends Record<string, unknown> {
  companyId: number;
  uuid?: string;
  requestedById?: number;
  status?: EntitlementRequestStatus;
}

function requestsWhere(values: RequestsValues) {
  return and(
    eq(entitlementRequests.companyId, values.companyId),
    values.uuid === undefined ? undefined : eq(entitlementRequests.uuid, values.uuid),
    values.requestedById === undefined
      ? undefined
      : eq(entitlementRequests.requestedById, values.requestedById),
    values.status === undefined ? undefined : eq(entitlementRequests.status, values.status),
  );
}

/**
 * The company's requests the values hold, newest first, each with its employee, item and people's names (and
 * `extra` columns: a page's total).
 */
function requestsQuery<Extra extends Record<string, SQL.Aliased>>(
  db: DatabaseOrTransaction,
  values: RequestsValues,
  extra: Extra,
) {
  return db
    .select({ ...requestListColumns, ...extra })
    .from(entitlementRequests)
    .innerJoin(employees, eq(employees.id, entitlementRequests.employeeId))
    .leftJoin(entitlementLines, eq(entitlementLines.id, entitlementRequests.entitlementLineId))
    .leftJoin(savedProducts, eq(savedProducts.id, entitlementLines.savedProductId))
    .leftJoin(requester, eq(requester.id, entitlementRequests.requestedById))
    .leftJoin(decider, eq(decider.id, entitlementRequests.decidedById))
    .where(requestsWhere(values))
    .orderBy(desc(entitlementRequests.createdAt), desc(entitlementRequests.id));
}

/** How many requests the values hold (every request has its employee: the page's inner join drops none). */
function countRequestsQuery(db: DatabaseOrTransaction, values: RequestsValues) {
  return db.select({ value: count() }).from(entitlementRequests).where(requestsWhere(values));
}

/** One of the company's requests by uuid as the lists show it (inside a transaction too). */
export async function findListedRequest(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const [row] = await requestsQuery(db, { companyId, uuid }, {}).limit(1);
  return row;
}

export type ListedRequestRow = NonNullable<Awaited<ReturnType<typeof findListedRequest>>>;

/** A page of requests prepared once per shape (issue 23: built anew by Drizzle for every request). */
const requestsPage = statementPerShape(
  'entitlement_requests_page',
  (db, values: RequestsValues & { limit: number; offset: number }) =>
    // The total rides in the page's statement: one round trip for the page.
    requestsQuery(db, values, { total: totalColumn(countRequestsQuery(db, values)) })
      .limit(values.limit)
      .offset(values.offset),
);

/**
 * A page of the company's requests, newest first, and how many match: the page and its total in one statement
 * (a page past the end counts apart).
 */
export async function findEntitlementRequestsPage(
  db: Database,
  companyId: number,
  filter: { requestedById?: number; status?: EntitlementRequestStatus; limit: number; offset: number },
) {
  const values = {
    companyId,
    requestedById: filter.requestedById,
    status: filter.status,
    limit: filter.limit,
    offset: filter.offset,
  };
  const rows = await requestsPage(db, values, undefined);
  const totalCount = await pageTotal(
    rows,
    filter.offset,
    async () => (await countRequestsQuery(db, values))[0]?.value ?? 0,
  );
  return { rows, totalCount };
}

export async function findEntitlementRequestByUuid(
  db: DatabaseOrTransaction,
  companyId: number,
  uuid: string,
) {
  const [row] = await db
    .select()
    .from(entitlementRequests)
    .where(and(eq(entitlementRequests.companyId, companyId), eq(entitlementRequests.uuid, uuid)))
    .limit(1);
  return row;
}

/**
 * Decides a waiting request: the update holds only while it still waits, so of two decisions at once exactly one
 * writes (and mails); the other gets undefined.
 */
export async function decideWaitingRequest(
  db: DatabaseOrTransaction,
  id: number,
  values: {
    status: Exclude<EntitlementRequestStatus, 'waiting'>;
    decidedById: number;
    decisionNote: string | null;
    periodStart: string | null;
  },
) {
  const [row] = await db
    .update(entitlementRequests)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(entitlementRequests.id, id), eq(entitlementRequests.status, 'waiting')))
    .returning();
  return row;
}

/** Who decides requests for more: the company's persons in charge. */
export function findPersonsInChargeOfCompany(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.department, PERSON_IN_CHARGE)))
    .orderBy(asc(users.id));
}

export async function findUserEmail(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
