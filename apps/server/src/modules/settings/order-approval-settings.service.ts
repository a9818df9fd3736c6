import type { OrderApprovalSettingJson, UpdateOrderApprovalBody } from '@livery/api-schemas/settings';
import type { OrderApprovalSetting } from '@livery/domain/order-approval';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReferenceByKey } from '../../db/reference-cache.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findOrderApprovalSetting, saveOrderApprovalSetting } from './order-approval-settings.repository.ts';

/** A checkout's company rule, kept per process until a rule changes (decision 164). */
const cachedSettings = cachedReferenceByKey(
  'companies',
  async (db, companyIds: number[]) => {
    const found = new Map<number, OrderApprovalSetting>();
    for (const companyId of companyIds) {
      const row = await findOrderApprovalSetting(db, companyId);
      if (row) found.set(companyId, { rule: row.rule, thresholdCents: row.threshold });
    }
    return found;
  },
  10_000,
);

/** The company's approval rule as the order rules read it. */
export async function orderApprovalSettingOf(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<OrderApprovalSetting> {
  const setting = (await cachedSettings(db, [companyId])).get(companyId);
  if (!setting) throw notFound('Company');
  return setting;
}

export async function getOrderApprovalSetting(
  db: DatabaseOrTransaction,
  user: CurrentUser,
): Promise<OrderApprovalSettingJson> {
  const setting = await orderApprovalSettingOf(db, user.companyId);
  return {
    rule: setting.rule,
    threshold: setting.thresholdCents,
    can_edit: user.department === PERSON_IN_CHARGE,
  };
}

/** Only a person in charge sets the rule; the amount is kept only where the rule uses it. */
export async function updateOrderApprovalSetting(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  body: UpdateOrderApprovalBody,
): Promise<OrderApprovalSettingJson> {
  if (user.department !== PERSON_IN_CHARGE) {
    throw forbidden('Only a person in charge can change when orders need approval.');
  }
  await saveOrderApprovalSetting(db, user.companyId, {
    rule: body.rule,
    threshold: body.rule === 'above_amount' ? (body.threshold ?? null) : null,
  });
  return getOrderApprovalSetting(db, user);
}
