import { calendarDay } from '@livery/domain/calendar-day';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { queueDueRecurringOrders } from './recurring-orders.service.ts';

/** Often enough that an order is placed early on its day; each tick is one indexed query when nothing is due. */
const TICK_EVERY_MS = 5 * 60_000;

/**
 * Queues the recurring orders due today on start and every few minutes, one job per schedule and day (the
 * jobs place them). Any number of processes may tick: a schedule's day is queued once across them.
 * Returns a stop function.
 */
export function startRecurringOrderTicker(deps: { db: Database; config: Config; log: FastifyBaseLogger }) {
  let ticking: Promise<void> | null = null;
  const tick = () => {
    if (ticking !== null) return;
    ticking = queueDueRecurringOrders(deps.db, calendarDay(new Date(), deps.config.timeZone))
      .then((queued) => {
        if (queued > 0) deps.log.info({ queued }, 'recurring orders queued');
      })
      .catch((error: unknown) =>
        deps.log.error({ err: error }, 'queueing recurring orders failed; next tick'),
      )
      .finally(() => {
        ticking = null;
      });
  };
  tick();
  const timer = setInterval(tick, TICK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await ticking;
  };
}
