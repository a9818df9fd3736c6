import type { OrderApprovalSettingJson, UpdateOrderApprovalBody } from '@livery/api-schemas/settings';
import type { OrderApprovalSetting } from '@livery/domain/order-approval';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { findOrderApprovalSetting, saveOrderApprovalSetting } from './order-approval-settings.repository.ts';

/** The company's approval rule as the order rules read it. */
export async function orderApprovalSettingOf(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<OrderApprovalSetting> {
  const row = await findOrderApprovalSetting(db, companyId);
  if (!row) throw notFound('Company');
  return { rule: row.rule, thresholdCents: row.threshold };
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
