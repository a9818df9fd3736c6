import { z } from 'zod';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { JobFailedForGood, type JobHandler } from '../jobs/job-worker.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';
import { listJoinedMemberEmails } from '../teams/teams.service.ts';

const lowStockCrossing = z.object({
  inventoryUuid: z.string(),
  title: z.string(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  creatorEmail: z.string(),
  sizes: z.array(z.string()),
  readyStock: z.record(z.string(), z.number()),
  lowLevelQtys: z.record(z.string(), z.number()),
});
export type LowStockCrossing = z.infer<typeof lowStockCrossing>;

/**
 * Queues the low-stock alert in the caller's transaction (so a refused or rolled-back move sends nothing);
 * the `low-stock.alert` job finds the recipients and writes their mails.
 */
export async function enqueueLowStockAlert(db: DatabaseOrTransaction, crossing: LowStockCrossing) {
  await enqueueJob(db, 'low-stock.alert', crossing);
}

/**
 * The `low-stock.alert` job: one mail per recipient, the team's joined members or the item's creator when it
 * has no team. Each mail is keyed by the job and recipient, so a retried job writes none twice.
 */
export function lowStockAlertHandler(db: Database, publicUrl: string): JobHandler {
  return async (payload, { job }) => {
    const parsed = lowStockCrossing.safeParse(payload);
    if (!parsed.success) throw new JobFailedForGood('the job holds no low-stock crossing');
    const crossing = parsed.data;
    const recipients =
      crossing.teamId !== null ? await listJoinedMemberEmails(db, crossing.teamId) : [crossing.creatorEmail];
    const sizeLines = crossing.sizes.map(
      (size) =>
        `Size ${size}: ${crossing.readyStock[size] ?? 0} left (low level ${crossing.lowLevelQtys[size]})`,
    );
    const sizeNames = crossing.sizes.join(', ');
    for (const to of recipients) {
      await enqueueMailOnce(
        db,
        `low-stock:job-${job.id}:${to}`,
        composeMail(to, `Low inventory: ${crossing.title} (${sizeNames})`, {
          heading: 'Low Inventory!',
          paragraphs: [`${crossing.title} has fallen to or below its low inventory level.`, ...sizeLines],
          action: { label: 'Open the item', url: `${publicUrl}/inventories/${crossing.inventoryUuid}` },
          footnote: crossing.teamName
            ? `You receive this as a member of the team ${crossing.teamName}.`
            : 'You receive this as the creator of the inventory item.',
        }),
      );
    }
    return 'mailed';
  };
}

/** Registers the inventories module's jobs (the composition root calls this at start-up). */
export function registerInventoryJobs(registry: JobRegistry, deps: { db: Database; publicUrl: string }) {
  registry.register('low-stock.alert', lowStockAlertHandler(deps.db, deps.publicUrl));
}
