import type { OrderApprovalSetting } from './order-approval.ts';
import { PERSON_IN_CHARGE } from './saved-product-permissions.ts';

/** What a rule asks of an order (issue 25 item 4); 'member_orders' is the spec's "every order placed by a member". */
export const APPROVAL_CONDITIONS = [
  'member_orders',
  'amount_over',
  'team_is',
  'cost_center_is',
  'over_entitlement',
  'over_budget',
] as const;
export type ApprovalCondition = (typeof APPROVAL_CONDITIONS)[number];

export const APPROVAL_CONDITION_LABELS: Record<ApprovalCondition, string> = {
  member_orders: 'Every order placed by a member',
  amount_over: 'The order total is above an amount',
  team_is: 'The order is for a team',
  cost_center_is: 'An employee on the order is in a cost centre',
  over_entitlement: 'The order goes beyond an entitlement',
  over_budget: "The order goes beyond the team's budget",
};

/**
 * Who approves a level: the persons in charge of the order's team, one named person in charge, or the company's
 * finance approvers (persons in charge the company marks as finance, kept beside its rules).
 */
export const APPROVER_KINDS = ['team_persons_in_charge', 'person', 'finance'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

export const APPROVER_KIND_LABELS: Record<ApproverKind, string> = {
  team_persons_in_charge: "The team's persons in charge",
  person: 'A named person in charge',
  finance: 'Finance',
};

/** Levels run from 1 (asked first) to this. */
export const MAX_APPROVAL_LEVEL = 5;
/** How many rules one company keeps. */
export const MAX_APPROVAL_RULES = 50;

export type Approver =
  | { kind: 'team_persons_in_charge' }
  | { kind: 'person'; userId: number }
  | { kind: 'finance' };

export interface ApprovalRule {
  condition: ApprovalCondition;
  /** Cents; 'amount_over' only: the total (GST included) must be strictly above it. */
  amountCents: number | null;
  /** 'team_is' only. */
  teamId: number | null;
  /** 'cost_center_is' only; compared trimmed and without regard to case. */
  costCenter: string | null;
  level: number;
  approver: Approver;
}

/** What the rules are asked about an order, as placeOrder knows it before writing it. */
export interface ApprovalFacts {
  totalCents: number;
  teamId: number;
  /** The cost centres of the order lines' employees. */
  costCenters: readonly string[];
  overEntitlement: boolean;
  overBudget: boolean;
  placedByDepartment: string | null;
}

/** One level an order waits for: any one of its approvers approves it. */
export interface RequiredLevel {
  level: number;
  approvers: Approver[];
}

function normalCostCenter(text: string): string {
  return text.trim().toLowerCase();
}

/** Whether a rule's condition holds for the order. */
export function isRuleMatched(rule: ApprovalRule, facts: ApprovalFacts): boolean {
  switch (rule.condition) {
    case 'member_orders':
      return facts.placedByDepartment !== PERSON_IN_CHARGE;
    case 'amount_over':
      return rule.amountCents !== null && facts.totalCents > rule.amountCents;
    case 'team_is':
      return rule.teamId === facts.teamId;
    case 'cost_center_is': {
      if (rule.costCenter === null) return false;
      const wanted = normalCostCenter(rule.costCenter);
      return wanted !== '' && facts.costCenters.some((center) => normalCostCenter(center) === wanted);
    }
    case 'over_entitlement':
      return facts.overEntitlement;
    case 'over_budget':
      return facts.overBudget;
  }
}

function isSameApprover(a: Approver, b: Approver): boolean {
  if (a.kind === 'person' && b.kind === 'person') return a.userId === b.userId;
  return a.kind === b.kind;
}

/**
 * The levels an order waits for, lowest first: every rule whose condition holds adds its approver to its level;
 * a level's approvers are alternatives (any one approves it). A person in charge's own order skips the team's
 * persons in charge (they would approve themselves, as the spec's simple rule never holds their orders), but
 * still waits for a named person or finance.
 */
export function requiredApprovalLevels(
  rules: readonly ApprovalRule[],
  facts: ApprovalFacts,
): RequiredLevel[] {
  const byLevel = new Map<number, Approver[]>();
  for (const rule of rules) {
    if (!isRuleMatched(rule, facts)) continue;
    if (rule.approver.kind === 'team_persons_in_charge' && facts.placedByDepartment === PERSON_IN_CHARGE)
      continue;
    const approvers = byLevel.get(rule.level) ?? [];
    if (!approvers.some((known) => isSameApprover(known, rule.approver))) approvers.push(rule.approver);
    byLevel.set(rule.level, approvers);
  }
  return [...byLevel.entries()].sort(([a], [b]) => a - b).map(([level, approvers]) => ({ level, approvers }));
}

/** Whether the rules read cost centres (placeOrder gathers them only then). */
export function isCostCenterRead(rules: readonly ApprovalRule[]): boolean {
  return rules.some((rule) => rule.condition === 'cost_center_is');
}

const TEAM_LEVEL_ONE: Approver = { kind: 'team_persons_in_charge' };

/**
 * The rules an order is held by when the company's programme sends orders beyond an entitlement to approval
 * (issue 25 item 2): its own rules, and, unless one of them already says who approves such orders, the team's
 * persons in charge at level 1, as the spec's simple rule asks them.
 */
export function rulesWithProgrammeApproval(
  rules: readonly ApprovalRule[],
  beyondEntitlementWaits: boolean,
): readonly ApprovalRule[] {
  if (!beyondEntitlementWaits || rules.some((rule) => rule.condition === 'over_entitlement')) return rules;
  const programmeRule: ApprovalRule = {
    condition: 'over_entitlement',
    amountCents: null,
    teamId: null,
    costCenter: null,
    level: 1,
    approver: TEAM_LEVEL_ONE,
  };
  return [...rules, programmeRule];
}

/** The spec's simple setting as the rule set it stands for (the settings' migration and its PUT). */
export function rulesOfSimpleSetting(setting: OrderApprovalSetting): ApprovalRule[] {
  const base = { amountCents: null, teamId: null, costCenter: null, level: 1, approver: TEAM_LEVEL_ONE };
  switch (setting.rule) {
    case 'never':
      return [];
    case 'member_orders':
      return [{ ...base, condition: 'member_orders' }];
    case 'above_amount':
      return setting.thresholdCents === null
        ? []
        : [{ ...base, condition: 'amount_over', amountCents: setting.thresholdCents }];
  }
}

/**
 * The simple setting a rule set is, or null when the rules say more than the spec's three choices can (the
 * settings page then shows the rules only).
 */
export function simpleSettingOfRules(rules: readonly ApprovalRule[]): OrderApprovalSetting | null {
  if (rules.length === 0) return { rule: 'never', thresholdCents: null };
  if (rules.length > 1) return null;
  const [rule] = rules as [ApprovalRule];
  if (rule.level !== 1 || rule.approver.kind !== 'team_persons_in_charge') return null;
  if (rule.condition === 'member_orders') return { rule: 'member_orders', thresholdCents: null };
  if (rule.condition === 'amount_over' && rule.amountCents !== null) {
    return { rule: 'above_amount', thresholdCents: rule.amountCents };
  }
  return null;
}

/** A level as an order keeps it: its approvers, and who approved it when it has been. */
export interface OrderApprovalLevelState {
  level: number;
  approvedAt: Date | null;
}

/** The lowest level not yet approved: the one being asked; undefined once every level has approved. */
export function currentApprovalLevel<T extends OrderApprovalLevelState>(levels: readonly T[]): T | undefined {
  return [...levels].sort((a, b) => a.level - b.level).find((level) => level.approvedAt === null);
}

/**
 * Whether the user is one of a level's approvers: a person in charge who is the named person, in the company's
 * finance approvers, or (team level) a joined person in charge of the order's team.
 */
export function isApproverOf(
  approvers: readonly Approver[],
  user: { id: number; department: string | null; isFinance: boolean; isInOrderTeam: boolean },
): boolean {
  if (user.department !== PERSON_IN_CHARGE) return false;
  return approvers.some(
    (approver) =>
      (approver.kind === 'team_persons_in_charge' && user.isInOrderTeam) ||
      (approver.kind === 'person' && approver.userId === user.id) ||
      (approver.kind === 'finance' && user.isFinance),
  );
}
