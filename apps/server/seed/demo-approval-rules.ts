import type { Database } from '../src/db/database.ts';
import { updateApprovalRules } from '../src/modules/settings/order-approval-settings.service.ts';
import type { CurrentUser } from '../src/plugins/authentication.ts';

/** Above this total (GST included) an order waits for the team lead and then finance. */
export const DEMO_FINANCE_THRESHOLD_CENTS = 5_000_00;

/**
 * Harbour Hotels' approval rules (issue 25 items 4 and 8, a two-level rule): every member's order waits for the
 * team's person in charge, as before; an order above SGD 5,000 waits for the team's person in charge (level 1) and
 * then finance (level 2), the person in charge marked as finance. Set as the person in charge would on /settings,
 * after the demo's orders, so none of them waits for it.
 */
export async function seedDemoApprovalRules(db: Database, buyer: CurrentUser): Promise<void> {
  const teamLead = { approver: 'team_persons_in_charge' as const, level: 1 };
  await updateApprovalRules(db, buyer, {
    rules: [
      { condition: 'member_orders', ...teamLead },
      { condition: 'amount_over', amount: DEMO_FINANCE_THRESHOLD_CENTS, ...teamLead },
      { condition: 'amount_over', amount: DEMO_FINANCE_THRESHOLD_CENTS, approver: 'finance', level: 2 },
    ],
    finance_ids: [buyer.uuid],
  });
}
