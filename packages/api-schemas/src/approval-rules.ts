import {
  APPROVAL_CONDITIONS,
  APPROVER_KINDS,
  MAX_APPROVAL_LEVEL,
  MAX_APPROVAL_RULES,
} from '@livery/domain/approval-rules';
import { ORDER_APPROVAL_RULES } from '@livery/domain/order-approval';
import { z } from 'zod';
import { MAX_DATABASE_INTEGER } from './common.ts';

/**
 * What a rule lacks, by field, when its condition or approver asks for it: the API's refusal, and the form's
 * words for the field it shows only then.
 */
export const MISSING_RULE_DETAIL = {
  amount: 'Enter the amount above which orders need approval',
  team_id: 'Choose the team',
  cost_center: 'Enter the cost centre',
  approver_id: 'Choose the person in charge who approves',
} as const;

/** One rule as it is edited: condition -> approver at a level (packages/domain/src/approval-rules.ts). */
export const approvalRuleInput = z
  .object({
    condition: z.enum(APPROVAL_CONDITIONS, { error: 'Choose a condition' }),
    /** Cents; 'amount_over' only. */
    amount: z
      .number()
      .int('Enter the amount in cents')
      .min(1, 'The amount must be more than 0')
      .max(MAX_DATABASE_INTEGER, 'The amount is too large')
      .nullish(),
    /** The team's uuid; 'team_is' only. */
    team_id: z.uuid('Choose a team').nullish(),
    /** 'cost_center_is' only. */
    cost_center: z.string().trim().max(100, 'The cost centre is too long').nullish(),
    level: z
      .number({ error: 'Choose a level' })
      .int('Choose a level')
      .min(1, 'Levels start at 1')
      .max(MAX_APPROVAL_LEVEL, `Levels go up to ${MAX_APPROVAL_LEVEL}`),
    approver: z.enum(APPROVER_KINDS, { error: 'Choose who approves' }),
    /** The named person in charge's uuid; 'person' only. */
    approver_id: z.uuid('Choose a person in charge').nullish(),
  })
  .superRefine((rule, context) => {
    const missing = (field: keyof typeof MISSING_RULE_DETAIL) =>
      context.addIssue({ code: 'custom', path: [field], message: MISSING_RULE_DETAIL[field] });
    if (rule.condition === 'amount_over' && typeof rule.amount !== 'number') missing('amount');
    if (rule.condition === 'team_is' && !rule.team_id) missing('team_id');
    if (rule.condition === 'cost_center_is' && !rule.cost_center) missing('cost_center');
    if (rule.approver === 'person' && !rule.approver_id) missing('approver_id');
  });
export type ApprovalRuleInput = z.infer<typeof approvalRuleInput>;

/** PUT /api/settings/approval_rules: the whole rule set and the finance approvers, replaced at once. */
export const updateApprovalRulesBody = z.object({
  rules: z.array(approvalRuleInput).max(MAX_APPROVAL_RULES, `At most ${MAX_APPROVAL_RULES} rules`),
  /** The persons in charge (uuids) a 'finance' approver stands for. */
  finance_ids: z.array(z.uuid('No such person in charge')).max(100),
});
export type UpdateApprovalRulesBody = z.infer<typeof updateApprovalRulesBody>;

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** GET/PUT /api/settings/approval_rules: the rules with the names they refer to, and what may be chosen. */
export const approvalRulesResponse = z.object({
  rules: z.array(
    z.object({
      condition: z.enum(APPROVAL_CONDITIONS),
      amount: z.number().int().nullable(),
      team_id: z.uuid().nullable(),
      team_name: z.string().nullable(),
      cost_center: z.string().nullable(),
      level: z.number().int(),
      approver: z.enum(APPROVER_KINDS),
      approver_id: z.uuid().nullable(),
      approver_name: z.string().nullable(),
    }),
  ),
  finance: z.array(person),
  /** The spec's simple setting the rules are, or null when they say more. */
  simple_rule: z.enum(ORDER_APPROVAL_RULES).nullable(),
  can_edit: z.boolean(),
  choices: z.object({
    teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
    persons_in_charge: z.array(person),
  }),
});
export type ApprovalRulesResponse = z.infer<typeof approvalRulesResponse>;
