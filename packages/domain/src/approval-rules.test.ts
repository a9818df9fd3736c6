import { describe, expect, it } from 'vitest';
import {
  type ApprovalFacts,
  type ApprovalRule,
  currentApprovalLevel,
  isApproverOf,
  requiredApprovalLevels,
  rulesOfSimpleSetting,
  simpleSettingOfRules,
} from './approval-rules.ts';

const facts: ApprovalFacts = {
  totalCents: 50_000,
  teamId: 7,
  costCenters: ['CC-10 '],
  overEntitlement: false,
  overBudget: false,
  placedByDepartment: 'staff',
};

const rule = (values: Partial<ApprovalRule>): ApprovalRule => ({
  condition: 'member_orders',
  amountCents: null,
  teamId: null,
  costCenter: null,
  level: 1,
  approver: { kind: 'team_persons_in_charge' },
  ...values,
});

describe('requiredApprovalLevels', () => {
  it('asks nothing without rules, and each matching condition adds its approver at its level', () => {
    expect(requiredApprovalLevels([], facts)).toEqual([]);
    const rules = [
      rule({ condition: 'amount_over', amountCents: 50_000, level: 2, approver: { kind: 'finance' } }),
      rule({ condition: 'team_is', teamId: 7 }),
      rule({
        condition: 'cost_center_is',
        costCenter: 'cc-10',
        level: 2,
        approver: { kind: 'person', userId: 3 },
      }),
      rule({ condition: 'over_budget', level: 3, approver: { kind: 'finance' } }),
    ];
    expect(requiredApprovalLevels(rules, facts)).toEqual([
      { level: 1, approvers: [{ kind: 'team_persons_in_charge' }] },
      { level: 2, approvers: [{ kind: 'person', userId: 3 }] },
    ]);
    expect(requiredApprovalLevels(rules, { ...facts, totalCents: 50_001, overBudget: true })).toEqual([
      { level: 1, approvers: [{ kind: 'team_persons_in_charge' }] },
      { level: 2, approvers: [{ kind: 'finance' }, { kind: 'person', userId: 3 }] },
      { level: 3, approvers: [{ kind: 'finance' }] },
    ]);
  });

  it('reads a team, a cost centre, an entitlement and a budget only when they hold', () => {
    expect(requiredApprovalLevels([rule({ condition: 'team_is', teamId: 8 })], facts)).toEqual([]);
    expect(
      requiredApprovalLevels([rule({ condition: 'cost_center_is', costCenter: 'CC-11' })], facts),
    ).toEqual([]);
    expect(requiredApprovalLevels([rule({ condition: 'over_entitlement' })], facts)).toEqual([]);
    expect(
      requiredApprovalLevels([rule({ condition: 'over_entitlement' })], { ...facts, overEntitlement: true }),
    ).toHaveLength(1);
  });

  it("skips the team's persons in charge for a person in charge's own order, but not finance", () => {
    const own = { ...facts, placedByDepartment: 'person_in_charge' };
    const rules = [
      rule({ condition: 'amount_over', amountCents: 1 }),
      rule({ condition: 'amount_over', amountCents: 1, level: 2, approver: { kind: 'finance' } }),
    ];
    expect(requiredApprovalLevels(rules, own)).toEqual([{ level: 2, approvers: [{ kind: 'finance' }] }]);
    expect(requiredApprovalLevels([rule({})], own)).toEqual([]);
  });
});

describe('the simple setting as rules', () => {
  it('goes to rules and back for each of the three choices', () => {
    for (const setting of [
      { rule: 'never' as const, thresholdCents: null },
      { rule: 'member_orders' as const, thresholdCents: null },
      { rule: 'above_amount' as const, thresholdCents: 10_000 },
    ]) {
      expect(simpleSettingOfRules(rulesOfSimpleSetting(setting))).toEqual(setting);
    }
  });

  it('is none when the rules say more', () => {
    expect(simpleSettingOfRules([rule({}), rule({ level: 2, approver: { kind: 'finance' } })])).toBeNull();
    expect(simpleSettingOfRules([rule({ approver: { kind: 'finance' } })])).toBeNull();
    expect(simpleSettingOfRules([rule({ condition: 'team_is', teamId: 1 })])).toBeNull();
  });
});

describe('levels and approvers', () => {
  it('asks the lowest level not approved', () => {
    const levels = [
      { level: 2, approvedAt: null },
      { level: 1, approvedAt: new Date() },
    ];
    expect(currentApprovalLevel(levels)?.level).toBe(2);
    expect(currentApprovalLevel([{ level: 1, approvedAt: new Date() }])).toBeUndefined();
  });

  it('lets only a person in charge approve, as the team, by name or as finance', () => {
    const inCharge = { id: 3, department: 'person_in_charge', isFinance: false, isInOrderTeam: true };
    expect(isApproverOf([{ kind: 'team_persons_in_charge' }], inCharge)).toBe(true);
    expect(isApproverOf([{ kind: 'team_persons_in_charge' }], { ...inCharge, department: 'staff' })).toBe(
      false,
    );
    expect(isApproverOf([{ kind: 'finance' }], inCharge)).toBe(false);
    expect(isApproverOf([{ kind: 'finance' }], { ...inCharge, isFinance: true })).toBe(true);
    expect(isApproverOf([{ kind: 'person', userId: 3 }], { ...inCharge, isInOrderTeam: false })).toBe(true);
    expect(isApproverOf([{ kind: 'person', userId: 4 }], inCharge)).toBe(false);
  });
});
