import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { createJobHandlers, jobRunOptions } from './job-handlers.ts';
import { pruneEndedAttempts } from './modules/attempt-limits/attempt-limits.service.ts';
import { startJobWorker } from './modules/jobs/job-worker.ts';
import { pruneFinishedJobs } from './modules/jobs/jobs.service.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { startRecurringOrderTicker } from './modules/orders/recurring-orders.runner.ts';
import {
  DEMO_SIGN_INS,
  PublishedDemoSignInError,
  refusePublishedDemoSignIns,
} from './published-demo-sign-ins.ts';
import type { FileStore } from './storage/file-store.ts';
import { openFileStore } from './storage/open-file-store.ts';

const PRUNE_ATTEMPTS_EVERY_MS = 60 * 60_000;
const SHUTDOWN_DEADLINE_MS = 30_000;

function databaseSource(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
}

/**
 * Loads the demo data into an empty database and says whether it did. The demo data lives outside the app
 * (apps/server/seed); the entry that starts Livery hands it in (main.ts, or the serving bundle built from both).
 */
export type SeedDemoData = (db: DatabaseHandle['db'], files: FileStore) => Promise<boolean>;

/** Where this process stands among those serving (main.ts starts one, or one per core through node:cluster). */
export interface ServingRole {
  /** The first process seeds the demo data and prints the banner; its siblings do neither, so nothing races. */
  isFirst: boolean;
}

/** One serving process: opens the database (migrating it), then answers requests and runs jobs until stopped. */
async function serve(config: Config, role: ServingRole, seedDemoData: SeedDemoData): Promise<void> {
  const database: DatabaseHandle = await openDatabase(databaseSource(config));
  const files = await openFileStore(config);
  if (config.seedDemoData && role.isFirst) await seedDemoData(database.db, files);
  try {
    await refusePublishedDemoSignIns(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, db: database.db, files, poolStats: database.poolStats });
  const transport = createMailTransport(config);
  const jobWorker = startJobWorker({
    db: database.db,
    handlers: createJobHandlers({ db: database.db, config, files: app.deps.files, transport }),
    options: { ...jobRunOptions(config), log: app.log },
    onStop: () => transport.close(),
  });
  const stopRecurringOrders = startRecurringOrderTicker({ db: database.db, config, log: app.log });
  // Ended attempt windows limit nothing, and done jobs are kept two weeks: without this both tables only grow.
  const pruneTimer = setInterval(() => {
    pruneEndedAttempts(database.db).catch((error: unknown) =>
      app.log.warn({ error }, 'pruning attempts failed'),
    );
    pruneFinishedJobs(database.db).catch((error: unknown) => app.log.warn({ error }, 'pruning jobs failed'));
  }, PRUNE_ATTEMPTS_EVERY_MS);
  pruneTimer.unref();

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received, shutting down`);
    // In-flight requests and jobs get this long to finish; a stuck one must not keep a deploy waiting.
    setTimeout(() => {
      app.log.error('shutdown took over 30 s, exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    clearInterval(pruneTimer);
    // A keep-alive connection whose last request ends after close began would otherwise hold it open until the
    // deadline: close each as soon as it falls idle.
    const closeIdleConnections = setInterval(() => app.server.closeIdleConnections(), 50);
    // The worker claims nothing more and its jobs in flight finish while requests drain; a job cut off by the
    // deadline is left to its lease and run again by another process.
    await Promise.all([app.close(), jobWorker.stop(), stopRecurringOrders()]);
    clearInterval(closeIdleConnections);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (role.isFirst) printBanner(config, database.kind);
}

function printBanner(config: Config, kind: DatabaseHandle['kind']): void {
  const lines = [
    '',
    `  Livery is running at ${config.publicUrl}`,
    `  Database: ${kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL server'}`,
  ];
  if (config.processCount > 1) lines.push(`  Processes: ${config.processCount} (WEB_CONCURRENCY)`);
  if (config.seedDemoData) {
    lines.push('  Demo sign-ins (password livery-demo):');
    for (const signIn of DEMO_SIGN_INS) lines.push(`    ${signIn.email.padEnd(22)} ${signIn.description}`);
  }
  if (!config.isProduction && !config.smtpUrl) {
    lines.push(`  E-mails (sign-in codes, reset links) land in ${config.publicUrl}/dev/mailbox`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Serves, or explains why it cannot and exits with 1. */
export async function runServingProcess(
  config: Config,
  role: ServingRole,
  seedDemoData: SeedDemoData,
): Promise<void> {
  try {
    await serve(config, role, seedDemoData);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof PublishedDemoSignInError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
