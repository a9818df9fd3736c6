import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { companies } from '../../db/schema.ts';

export async function findOrderApprovalSetting(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({ rule: companies.orderApprovalRule, threshold: companies.orderApprovalThreshold })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function saveOrderApprovalSetting(
  db: DatabaseOrTransaction,
  companyId: number,
  values: { rule: 'never' | 'member_orders' | 'above_amount'; threshold: number | null },
) {
  await db
    .update(companies)
    .set({ orderApprovalRule: values.rule, orderApprovalThreshold: values.threshold })
    .where(eq(companies.id, companyId));
}
