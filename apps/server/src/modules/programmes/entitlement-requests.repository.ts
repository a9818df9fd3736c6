import type { EntitlementRequestStatus } from '@livery/domain/entitlement-requests';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/database.ts';
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

/**
 * The company's requests, newest first, each with its employee, item and the names of who asked and who decided,
 * and the count of all that match: one statement whatever the page size.
 */
export function findEntitlementRequests(
  db: DatabaseOrTransaction,
  companyId: number,
  filter: {
    uuid?: string;
    requestedById?: number;
    status?: EntitlementRequestStatus;
    limit: number;
    offset: number;
  },
) {
  return db
    .select({
      request: entitlementRequests,
      employee: { uuid: employees.uuid, staffId: employees.staffId, name: employees.name },
      line: {
        uuid: entitlementLines.uuid,
        garmentGroup: entitlementLines.garmentGroup,
        savedProductTitle: savedProducts.title,
      },
      requestedBy: sql<
        string | null
      >`nullif(coalesce(nullif(${requester.name}, ''), ${requester.email}), '')`,
      decidedBy: sql<string | null>`nullif(coalesce(nullif(${decider.name}, ''), ${decider.email}), '')`,
      totalCount: sql<number>`(count(*) over ())::int`,
    })
    .from(entitlementRequests)
    .innerJoin(employees, eq(employees.id, entitlementRequests.employeeId))
    .leftJoin(entitlementLines, eq(entitlementLines.id, entitlementRequests.entitlementLineId))
    .leftJoin(savedProducts, eq(savedProducts.id, entitlementLines.savedProductId))
    .leftJoin(requester, eq(requester.id, entitlementRequests.requestedById))
    .leftJoin(decider, eq(decider.id, entitlementRequests.decidedById))
    .where(
      and(
        eq(entitlementRequests.companyId, companyId),
        filter.uuid === undefined ? undefined : eq(entitlementRequests.uuid, filter.uuid),
        filter.requestedById === undefined
          ? undefined
          : eq(entitlementRequests.requestedById, filter.requestedById),
        filter.status === undefined ? undefined : eq(entitlementRequests.status, filter.status),
      ),
    )
    .orderBy(desc(entitlementRequests.createdAt), desc(entitlementRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
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
