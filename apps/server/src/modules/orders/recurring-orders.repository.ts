import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { orders, recurringOrderRuns, recurringOrderSchedules, teamMembers, users } from '../../db/schema.ts';

export type ScheduleRow = typeof recurringOrderSchedules.$inferSelect;

const scheduleColumns = {
  schedule: recurringOrderSchedules,
  orderUuid: orders.uuid,
  orderUid: orders.uid,
  userName: users.name,
  userEmail: users.email,
  userDepartment: users.department,
};

export type ScheduleWithOrder = {
  schedule: ScheduleRow;
  orderUuid: string;
  orderUid: string;
  userName: string;
  userEmail: string;
  userDepartment: string | null;
};

/** A customer sees the schedules of its company's orders in teams it joined, as it sees the orders. */
function visibleTo(db: DatabaseOrTransaction, viewer: { userId: number; companyId: number }) {
  const joinedTeamIds = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, viewer.userId), eq(teamMembers.status, 'joined')));
  return and(eq(recurringOrderSchedules.companyId, viewer.companyId), inArray(orders.teamId, joinedTeamIds));
}

function selectSchedules(db: DatabaseOrTransaction) {
  return db
    .select(scheduleColumns)
    .from(recurringOrderSchedules)
    .innerJoin(orders, eq(orders.id, recurringOrderSchedules.orderId))
    .innerJoin(users, eq(users.id, recurringOrderSchedules.userId));
}

export async function insertSchedule(
  db: DatabaseOrTransaction,
  values: typeof recurringOrderSchedules.$inferInsert,
) {
  const [row] = await db.insert(recurringOrderSchedules).values(values).returning();
  return row!;
}

export function findSchedulesVisibleTo(
  db: DatabaseOrTransaction,
  viewer: { userId: number; companyId: number },
): Promise<ScheduleWithOrder[]> {
  return selectSchedules(db)
    .where(visibleTo(db, viewer))
    .orderBy(desc(recurringOrderSchedules.createdAt), desc(recurringOrderSchedules.id));
}

export async function findScheduleVisibleTo(
  db: DatabaseOrTransaction,
  viewer: { userId: number; companyId: number },
  id: number,
): Promise<ScheduleWithOrder | undefined> {
  const [row] = await selectSchedules(db)
    .where(and(visibleTo(db, viewer), eq(recurringOrderSchedules.id, id)))
    .limit(1);
  return row;
}

export async function updateSchedule(
  db: DatabaseOrTransaction,
  id: number,
  changes: Partial<typeof recurringOrderSchedules.$inferInsert>,
) {
  const [row] = await db
    .update(recurringOrderSchedules)
    .set(changes)
    .where(eq(recurringOrderSchedules.id, id))
    .returning();
  return row;
}

export async function deleteSchedule(db: DatabaseOrTransaction, id: number): Promise<void> {
  await db.delete(recurringOrderSchedules).where(eq(recurringOrderSchedules.id, id));
}

/** Schedules the runner has not settled up to `today`, oldest debt first. */
export function findSchedulesOwingBefore(db: DatabaseOrTransaction, today: string, limit: number) {
  return selectSchedules(db)
    .where(lt(recurringOrderSchedules.settledThrough, today))
    .orderBy(asc(recurringOrderSchedules.settledThrough), asc(recurringOrderSchedules.id))
    .limit(limit);
}

/** One schedule, when it is not settled up to `today`. */
export async function findScheduleOwingBefore(db: DatabaseOrTransaction, id: number, today: string) {
  const [row] = await selectSchedules(db).where(
    and(eq(recurringOrderSchedules.id, id), lt(recurringOrderSchedules.settledThrough, today)),
  );
  return row;
}

/**
 * Claims a schedule's day: true for the one caller whose row went in. Inside the transaction that places
 * the order, a second process inserting the same day waits for the first to commit, then finds it taken.
 */
export async function claimRun(
  db: DatabaseOrTransaction,
  scheduleId: number,
  runOn: string,
): Promise<boolean> {
  const inserted = await db
    .insert(recurringOrderRuns)
    .values({ scheduleId, runOn })
    .onConflictDoNothing()
    .returning({ scheduleId: recurringOrderRuns.scheduleId });
  return inserted.length > 0;
}

export async function recordRunOrder(
  db: DatabaseOrTransaction,
  run: { scheduleId: number; runOn: string },
  orderId: number,
): Promise<void> {
  await db
    .update(recurringOrderRuns)
    .set({ orderId })
    .where(and(eq(recurringOrderRuns.scheduleId, run.scheduleId), eq(recurringOrderRuns.runOn, run.runOn)));
}

export async function recordRunFailure(
  db: DatabaseOrTransaction,
  run: { scheduleId: number; runOn: string },
  failure: string,
): Promise<boolean> {
  const inserted = await db
    .insert(recurringOrderRuns)
    .values({ ...run, failure })
    .onConflictDoNothing()
    .returning({ scheduleId: recurringOrderRuns.scheduleId });
  return inserted.length > 0;
}

/** Moves the runner's mark forward, never back (two processes may settle the same schedule). */
export async function settleScheduleThrough(
  db: DatabaseOrTransaction,
  id: number,
  day: string,
  lastFailure: string | null | undefined,
): Promise<void> {
  await db
    .update(recurringOrderSchedules)
    .set({ settledThrough: day, ...(lastFailure !== undefined ? { lastFailure } : {}) })
    .where(and(eq(recurringOrderSchedules.id, id), lt(recurringOrderSchedules.settledThrough, day)));
}
