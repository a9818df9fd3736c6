import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerArtworkJobs } from './modules/artworks/artworks.service.ts';
import { registerInventoryJobs } from './modules/inventories/low-stock-alert.ts';
import { createJobRegistry } from './modules/jobs/job-registry.ts';
import type { JobHandler, JobRunOptions } from './modules/jobs/job-worker.ts';
import type { JobKind } from './modules/jobs/jobs.service.ts';
import { registerMailJobs } from './modules/mail/mail-delivery.ts';
import type { MailTransport } from './modules/mail/mail-transport.ts';
import { registerOrderJobs } from './modules/orders/recurring-orders.service.ts';
import { registerProofJobs } from './modules/proofs/proofs.service.ts';
import { registerWebhookJobs } from './modules/webhooks/webhook-delivery.ts';
import type { FileStore } from './storage/file-store.ts';

/** Every job kind's handler, each registered by its own module; a kind left without one fails here, at start-up. */
export function createJobHandlers(deps: {
  db: Database;
  config: Config;
  files: FileStore;
  transport: MailTransport;
}): Record<JobKind, JobHandler> {
  const registry = createJobRegistry();
  registerMailJobs(registry, deps);
  registerOrderJobs(registry, { db: deps.db, publicUrl: deps.config.publicUrl });
  registerInventoryJobs(registry, { db: deps.db, publicUrl: deps.config.publicUrl });
  registerArtworkJobs(registry, deps);
  registerWebhookJobs(registry, {
    db: deps.db,
    allowPrivate: deps.config.webhooksAllowPrivate,
    publicUrl: deps.config.publicUrl,
  });
  registerProofJobs(registry, {
    db: deps.db,
    files: deps.files,
    secretKey: deps.config.secretKey,
    publicUrl: deps.config.publicUrl,
    webDistDir: deps.config.webDistDir,
  });
  return registry.handlers();
}

/** The worker's lease and retry delays, from the configuration. */
export function jobRunOptions(config: Config): Pick<JobRunOptions, 'leaseMs' | 'retryDelayMs'> {
  return {
    leaseMs: config.jobLeaseMs,
    retryDelayMs: { mail: config.mailRetryDelayMs, job: config.jobRetryDelayMs },
  };
}
