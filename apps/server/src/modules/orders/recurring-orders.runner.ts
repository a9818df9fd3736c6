import { calendarDay } from '@livery/domain/recurring-schedule';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { runDueRecurringOrders } from './recurring-orders.service.ts';

/** Often enough that an order is placed early on its day; each pass is one indexed query when nothing is due. */
const RUN_EVERY_MS = 5 * 60_000;

/**
 * Runs the recurring orders due today on start and every few minutes. Any number of processes may run it:
 * each day of each schedule is claimed once (see runDueRecurringOrders). Returns a stop function.
 */
export function startRecurringOrderRunner(deps: { db: Database; config: Config; log: FastifyBaseLogger }) {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = runDueRecurringOrders(deps.db, {
      today: calendarDay(new Date(), deps.config.timeZone),
      publicUrl: deps.config.publicUrl,
    })
      .then((report) => {
        if (report.placed + report.failed > 0) deps.log.info(report, 'recurring orders run');
      })
      .catch((error: unknown) => deps.log.error({ error }, 'recurring orders run failed; retried next pass'))
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, RUN_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
