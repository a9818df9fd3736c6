import type { DatabaseOrTransaction } from '../../db/database.ts';
import { composeMail, enqueueMail } from '../mail/mail.service.ts';
import { listJoinedMemberEmails } from '../teams/teams.service.ts';

export interface LowStockCrossing {
  inventoryUuid: string;
  title: string;
  teamId: number | null;
  teamName: string | null;
  creatorEmail: string;
  sizes: readonly string[];
  readyStock: Readonly<Record<string, number>>;
  lowLevelQtys: Readonly<Record<string, number>>;
}

/**
 * Writes one low-stock mail per recipient to the outbox, in the caller's transaction (so a refused or
 * rolled-back move sends nothing): the team's joined members, or the item's creator when it has no team.
 */
export async function enqueueLowStockAlert(
  db: DatabaseOrTransaction,
  publicUrl: string,
  crossing: LowStockCrossing,
): Promise<void> {
  const recipients =
    crossing.teamId !== null ? await listJoinedMemberEmails(db, crossing.teamId) : [crossing.creatorEmail];
  const sizeLines = crossing.sizes.map(
    (size) =>
      `Size ${size}: ${crossing.readyStock[size] ?? 0} left (low level ${crossing.lowLevelQtys[size]})`,
  );
  const sizeNames = crossing.sizes.join(', ');
  for (const to of recipients) {
    await enqueueMail(
      db,
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
}
