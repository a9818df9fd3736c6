import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { providerSettings } from '../../db/schema.ts';

export type ProviderSettingsRow = typeof providerSettings.$inferSelect;

/** The one settings row; undefined only on a database where it was deleted by hand. */
export async function findProviderSettings(
  db: DatabaseOrTransaction,
): Promise<ProviderSettingsRow | undefined> {
  const [row] = await db.select().from(providerSettings).where(eq(providerSettings.id, 1));
  return row;
}

export async function saveProviderSettings(
  db: DatabaseOrTransaction,
  values: Omit<typeof providerSettings.$inferInsert, 'id'>,
): Promise<ProviderSettingsRow> {
  const [row] = await db
    .insert(providerSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: providerSettings.id, set: values })
    .returning();
  return row!;
}
