import { createJobHandlers, jobRunOptions } from '../job-handlers.ts';
import { runDueJobs } from '../modules/jobs/job-worker.ts';
import { createOutboxOnlyTransport } from '../modules/mail/mail-transport.ts';
import type { TestApp } from './test-app.ts';

/** Runs every due job of every kind once, as a worker would (mail goes nowhere); tests call it after a request. */
export function runJobsNow(testApp: TestApp, options: { now?: Date } = {}) {
  const { config, files } = testApp.app.deps;
  const db = testApp.database.db;
  return runDueJobs(db, createJobHandlers({ db, config, files, transport: createOutboxOnlyTransport() }), {
    ...jobRunOptions(config),
    now: options.now,
  });
}
