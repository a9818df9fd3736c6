import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { artworkThumbnailHandler } from '../artworks/artworks.service.ts';
import { lowStockAlertHandler } from '../inventories/low-stock-alert.ts';
import { mailDeliveryHandler } from '../mail/mail-delivery.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { recurringOrderHandler } from '../orders/recurring-orders.service.ts';
import type { JobHandler, JobRunOptions } from './job-worker.ts';
import type { JobKind } from './jobs.service.ts';

/** Every job kind's handler; the record's type makes a new kind without a handler a type error. */
export function createJobHandlers(deps: {
  db: Database;
  config: Config;
  files: FileStore;
  transport: MailTransport;
}): Record<JobKind, JobHandler> {
  return {
    'mail.deliver': mailDeliveryHandler(deps.db, deps.transport),
    'recurring-order.settle': recurringOrderHandler(deps.db, deps.config.publicUrl),
    'low-stock.alert': lowStockAlertHandler(deps.db, deps.config.publicUrl),
    'artwork.thumbnail': artworkThumbnailHandler({ db: deps.db, files: deps.files }),
  };
}

/** The worker's lease and retry delays, from the configuration. */
export function jobRunOptions(config: Config): Pick<JobRunOptions, 'leaseMs' | 'retryDelayMs'> {
  return {
    leaseMs: config.jobLeaseMs,
    retryDelayMs: { mail: config.mailRetryDelayMs, job: config.jobRetryDelayMs },
  };
}
