import type {
  CreateRecurringScheduleBody,
  RecurringSchedule,
  UpdateRecurringScheduleBody,
} from '@livery/api-schemas/recurring-orders';
import {
  canManageRecurringSchedule,
  nextScheduledDates,
  orderWeekdays,
  type RecurringSchedule as ScheduleRule,
  scheduledDatesBetween,
  type Weekday,
} from '@livery/domain/recurring-schedule';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import { forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { JobFailedForGood, type JobHandler } from '../jobs/job-worker.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { composeMail, enqueueMail } from '../mail/mail.service.ts';
import { findOrderByUuid, insertOrderLog } from './orders.repository.ts';
import {
  isRepeatableOrder,
  placeRecurringOrder,
  QUOTED_ORDER_NOT_REPEATABLE,
  RecurringOrderFailure,
} from './place-recurring-order.ts';
import {
  claimRun,
  deleteSchedule,
  findScheduleOwingBefore,
  findSchedulesOwingBefore,
  findSchedulesVisibleTo,
  findScheduleVisibleTo,
  insertSchedule,
  recordRunFailure,
  recordRunOrder,
  type ScheduleWithOrder,
  settleScheduleThrough,
  updateSchedule,
} from './recurring-orders.repository.ts';

function ruleOf(row: ScheduleWithOrder['schedule']): ScheduleRule {
  return { frequency: row.frequency, days: row.days as Weekday[], startsAfter: row.startsAfter };
}

function toScheduleJson(row: ScheduleWithOrder, today: string): RecurringSchedule {
  const { schedule } = row;
  return {
    id: schedule.id,
    order_id: row.orderUuid,
    order_uid: row.orderUid,
    frequency: schedule.frequency,
    days: schedule.days as Weekday[],
    created_at: schedule.createdAt.toISOString(),
    user_name: row.userName || row.userEmail,
    next_dates: nextScheduledDates(
      ruleOf(schedule),
      today > schedule.settledThrough ? today : schedule.settledThrough,
    ),
    last_failure: schedule.lastFailure,
  };
}

function viewerOf(user: CurrentUser) {
  return { userId: user.id, companyId: user.companyId };
}

/** Statuses an order can be repeated from: a placed order, not a quotation or one that was called off. */
const UNREPEATABLE_STATUSES = new Set(['order_quotes', 'order_cancelled', 'order_draft']);

export async function createRecurringSchedule(
  db: Database,
  user: CurrentUser,
  body: CreateRecurringScheduleBody['recurring_order'],
  today: string,
): Promise<RecurringSchedule> {
  const order = await findOrderByUuid(
    db,
    { kind: 'customer', userId: user.id, companyId: user.companyId },
    body.order_id,
  );
  if (!order) throw notFound('Order');
  if (UNREPEATABLE_STATUSES.has(order.order.orderStatus)) {
    throw unprocessable(['Only a placed order can be set up to recur.']);
  }
  // Refused now rather than on the first due date.
  if (!(await isRepeatableOrder(db, order.order.id))) throw unprocessable([QUOTED_ORDER_NOT_REPEATABLE]);
  const schedule = await insertSchedule(db, {
    companyId: user.companyId,
    userId: user.id,
    orderId: order.order.id,
    frequency: body.frequency,
    days: orderWeekdays(body.days),
    startsAfter: today,
    settledThrough: today,
  });
  const row = await findScheduleVisibleTo(db, viewerOf(user), schedule.id);
  return toScheduleJson(row!, today);
}

export async function listRecurringSchedules(db: Database, user: CurrentUser, today: string) {
  const rows = await findSchedulesVisibleTo(db, viewerOf(user));
  return rows.map((row) => toScheduleJson(row, today));
}

async function findManageable(db: Database, user: CurrentUser, id: number) {
  const row = await findScheduleVisibleTo(db, viewerOf(user), id);
  if (!row) throw notFound('Recurring order');
  if (!canManageRecurringSchedule(user, { user_id: row.schedule.userId })) {
    throw forbidden('Only whoever set up this recurring order or a person in charge can change it.');
  }
  return row;
}

/** A changed rhythm starts afresh from today: the days already settled are not placed again. */
export async function updateRecurringSchedule(
  db: Database,
  user: CurrentUser,
  id: number,
  body: UpdateRecurringScheduleBody['recurring_order'],
  today: string,
): Promise<RecurringSchedule> {
  const row = await findManageable(db, user, id);
  await updateSchedule(db, id, {
    frequency: body.frequency,
    days: orderWeekdays(body.days),
    startsAfter: today,
    settledThrough: today > row.schedule.settledThrough ? today : row.schedule.settledThrough,
  });
  return toScheduleJson((await findScheduleVisibleTo(db, viewerOf(user), id))!, today);
}

export async function deleteRecurringSchedule(db: Database, user: CurrentUser, id: number): Promise<void> {
  await findManageable(db, user, id);
  await deleteSchedule(db, id);
}

export function previewSchedule(frequency: number, days: Weekday[], today: string) {
  return { schedule: { next_dates: nextScheduledDates({ frequency, days, startsAfter: today }, today) } };
}

export interface RunReport {
  placed: number;
  failed: number;
}

/** Schedules looked at per pass; the runner passes again until none owes a day. */
const SCHEDULES_PER_PASS = 50;

/**
 * Places every recurring order due up to `today` that is not placed yet, days a stopped server missed
 * included, schedule by schedule (see settleRecurringSchedule). Tests call it directly; the server queues a
 * job per schedule and day instead (queueDueRecurringOrders).
 */
export async function runDueRecurringOrders(
  db: Database,
  options: { today: string; publicUrl: string },
): Promise<RunReport> {
  const report: RunReport = { placed: 0, failed: 0 };
  for (;;) {
    const owing = await findSchedulesOwingBefore(db, options.today, SCHEDULES_PER_PASS);
    if (owing.length === 0) return report;
    for (const row of owing) {
      const settled = await settleSchedule(db, row, options.today, options.publicUrl);
      report.placed += settled.placed;
      report.failed += settled.failed;
    }
  }
}

/**
 * Places one schedule's orders due through `today` and settles it there. Each (schedule, day) is claimed in the
 * transaction that writes its order, so two runs at once place it once; a day that cannot be placed is
 * recorded once, logged on the template order and e-mailed to the schedule's creator.
 */
async function settleSchedule(
  db: Database,
  row: ScheduleWithOrder,
  today: string,
  publicUrl: string,
): Promise<RunReport> {
  const report: RunReport = { placed: 0, failed: 0 };
  const { schedule } = row;
  let lastFailure: string | null | undefined;
  for (const runOn of scheduledDatesBetween(ruleOf(schedule), schedule.settledThrough, today)) {
    const outcome = await runOnce(db, row, runOn, publicUrl);
    if (outcome === 'placed') {
      report.placed += 1;
      lastFailure = null;
    } else if (outcome !== 'taken') {
      report.failed += 1;
      lastFailure = outcome.failure;
    }
  }
  await settleScheduleThrough(db, schedule.id, today, lastFailure);
  return report;
}

/** Schedules queued per tick; a tick later finds the rest once these are settled. */
const SCHEDULES_QUEUED_PER_TICK = 500;

/**
 * Queues a `recurring-order.settle` job for each schedule owing a day before `today`, keyed by schedule and
 * day: every process ticks, and each schedule's day is queued (and so run) once across them.
 */
export async function queueDueRecurringOrders(db: Database, today: string): Promise<number> {
  const owing = await findSchedulesOwingBefore(db, today, SCHEDULES_QUEUED_PER_TICK);
  let queued = 0;
  for (const row of owing) {
    const job = await enqueueJob(
      db,
      'recurring-order.settle',
      { scheduleId: row.schedule.id, today },
      { uniqueKey: `recurring-order:${row.schedule.id}:${today}` },
    );
    if (job) queued += 1;
  }
  return queued;
}

const settleJobPayload = z.object({ scheduleId: z.number().int().positive(), today: z.string() });

/**
 * The `recurring-order.settle` job: settles one schedule through the job's day. A schedule deleted or already
 * settled meanwhile is left alone; a day that cannot be placed is the schedule's failure (recorded and
 * mailed), not the job's; an unexpected error fails the attempt and the job is retried.
 */
export function recurringOrderHandler(db: Database, publicUrl: string): JobHandler {
  return async (payload) => {
    const parsed = settleJobPayload.safeParse(payload);
    if (!parsed.success) throw new JobFailedForGood('the job names no recurring schedule');
    const row = await findScheduleOwingBefore(db, parsed.data.scheduleId, parsed.data.today);
    if (!row) return 'settled';
    const report = await settleSchedule(db, row, parsed.data.today, publicUrl);
    return report.failed > 0 ? 'not placed' : report.placed > 0 ? 'placed' : 'settled';
  };
}

/** Registers the orders module's jobs (the composition root calls this at start-up). */
export function registerOrderJobs(registry: JobRegistry, deps: { db: Database; publicUrl: string }) {
  registry.register('recurring-order.settle', recurringOrderHandler(deps.db, deps.publicUrl));
}

async function runOnce(
  db: Database,
  row: ScheduleWithOrder,
  runOn: string,
  publicUrl: string,
): Promise<'placed' | 'taken' | { failure: string }> {
  const run = { scheduleId: row.schedule.id, runOn };
  const creator = {
    id: row.schedule.userId,
    name: row.userName,
    email: row.userEmail,
    department: row.userDepartment,
  };
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimRun(tx, run.scheduleId, runOn))) return 'taken' as const;
      const [template] = await tx.select().from(orders).where(eq(orders.id, row.schedule.orderId));
      const order = await placeRecurringOrder(tx, { template: template!, creator, runOn, publicUrl });
      await recordRunOrder(tx, run, order.id);
      return 'placed' as const;
    });
  } catch (error) {
    if (!(error instanceof RecurringOrderFailure)) throw error;
    const failure = error.message;
    await db.transaction(async (tx) => {
      if (!(await recordRunFailure(tx, run, failure))) return;
      await insertOrderLog(tx, {
        orderId: row.schedule.orderId,
        title: 'Recurring order not placed',
        message: `The order due on ${runOn} could not be placed: ${failure}`,
      });
      await enqueueMail(
        tx,
        composeMail(creator.email, `Recurring order of ${row.orderUid} not placed`, {
          heading: 'A recurring order could not be placed',
          paragraphs: [`The repeat of order ${row.orderUid} due on ${runOn} was not placed.`, failure],
          action: { label: 'Review the order', url: `${publicUrl}/orders/${row.orderUuid}` },
        }),
      );
    });
    return { failure };
  }
}
