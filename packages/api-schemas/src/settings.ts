import { ORDER_APPROVAL_RULES } from '@livery/domain/order-approval';
import { z } from 'zod';
import { MISSING_RULE_DETAIL } from './approval-rules.ts';
import { MAX_DATABASE_INTEGER } from './common.ts';

/** GET/PUT /api/settings/order_approval: when the company's orders wait for its person in charge. */
export const orderApprovalSetting = z.object({
  /** 'custom': the company's approval rules say more than the three choices (GET /api/settings/approval_rules). */
  rule: z.enum([...ORDER_APPROVAL_RULES, 'custom']),
  /** Cents; set only for 'above_amount'. */
  threshold: z.number().int().nullable(),
  /** Whether the caller may change it (a person in charge). */
  can_edit: z.boolean(),
});
export type OrderApprovalSettingJson = z.infer<typeof orderApprovalSetting>;

export const updateOrderApprovalBody = z
  .object({
    rule: z.enum(ORDER_APPROVAL_RULES, { error: 'Choose when orders need approval' }),
    threshold: z
      .number()
      .int('Enter the amount in cents')
      .min(1, 'The amount must be more than 0')
      .max(MAX_DATABASE_INTEGER, 'The amount is too large')
      .nullish(),
  })
  .refine((body) => body.rule !== 'above_amount' || typeof body.threshold === 'number', {
    error: MISSING_RULE_DETAIL.amount,
    path: ['threshold'],
  });
export type UpdateOrderApprovalBody = z.infer<typeof updateOrderApprovalBody>;
