import type { ApprovalRulesResponse, UpdateApprovalRulesBody } from '@livery/api-schemas/approval-rules';
import type { OrderApprovalSettingJson, UpdateOrderApprovalBody } from '@livery/api-schemas/settings';
import {
  type ApprovalRule,
  type Approver,
  rulesOfSimpleSetting,
  simpleSettingOfRules,
} from '@livery/domain/approval-rules';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReferenceByKey } from '../../db/reference-cache.ts';
import { forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import {
  findApprovalRuleSets,
  findApprovalRules,
  findCompanyPersonsInCharge,
  findCompanyTeams,
  findFinanceApprovers,
  lockCompanyRules,
  replaceApprovalRules,
} from './order-approval-settings.repository.ts';

/** A company's approval rules as the order rules read them, and the users its "finance" approver stands for. */
export interface ApprovalRuleSet {
  rules: ApprovalRule[];
  financeUserIds: number[];
}

function approverOfRow(row: { approverKind: Approver['kind']; approverUserId: number | null }): Approver {
  if (row.approverKind === 'person') return { kind: 'person', userId: row.approverUserId ?? 0 };
  return { kind: row.approverKind };
}

/**
 * A checkout's company rules, kept per process until they change (decision 164): saving them writes the company
 * row, whose version every process reads.
 */
const cachedRuleSets = cachedReferenceByKey(
  'companies',
  async (db, companyIds: number[]) => {
    const { companyIds: known, ruleRows, financeRows } = await findApprovalRuleSets(db, companyIds);
    const found = new Map<number, ApprovalRuleSet>();
    for (const companyId of known) found.set(companyId, { rules: [], financeUserIds: [] });
    for (const row of ruleRows) {
      found.get(row.companyId)?.rules.push({
        condition: row.condition,
        amountCents: row.amountCents,
        teamId: row.teamId,
        costCenter: row.costCenter,
        level: row.level,
        approver: approverOfRow(row),
      });
    }
    for (const row of financeRows) found.get(row.companyId)?.financeUserIds.push(row.userId);
    return found;
  },
  10_000,
);

/** The company's approval rules as placing and approving orders read them. */
export async function approvalRuleSetOf(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<ApprovalRuleSet> {
  const ruleSet = (await cachedRuleSets(db, [companyId])).get(companyId);
  if (!ruleSet) throw notFound('Company');
  return ruleSet;
}

/** GET /api/settings/order_approval: the spec's simple setting the rules are ('custom' when they say more). */
export async function getOrderApprovalSetting(
  db: DatabaseOrTransaction,
  user: CurrentUser,
): Promise<OrderApprovalSettingJson> {
  const { rules } = await approvalRuleSetOf(db, user.companyId);
  const simple = simpleSettingOfRules(rules);
  return {
    rule: simple?.rule ?? 'custom',
    threshold: simple?.thresholdCents ?? null,
    can_edit: user.department === PERSON_IN_CHARGE,
  };
}

function requirePersonInCharge(user: CurrentUser) {
  if (user.department !== PERSON_IN_CHARGE) {
    throw forbidden('Only a person in charge can change when orders need approval.');
  }
}

/** PUT /api/settings/order_approval: the simple setting replaces the rules with the one it stands for. */
export async function updateOrderApprovalSetting(
  db: Database,
  user: CurrentUser,
  body: UpdateOrderApprovalBody,
): Promise<OrderApprovalSettingJson> {
  requirePersonInCharge(user);
  const setting = {
    rule: body.rule,
    thresholdCents: body.rule === 'above_amount' ? (body.threshold ?? null) : null,
  };
  await db.transaction(async (tx) => {
    await lockCompanyRules(tx, user.companyId);
    const { financeUserIds } = await ruleSetFromDatabase(tx, user.companyId);
    await replaceApprovalRules(tx, user.companyId, rulesOfSimpleSetting(setting), financeUserIds, {
      rule: setting.rule,
      threshold: setting.thresholdCents,
    });
  });
  return getOrderApprovalSetting(db, user);
}

async function ruleSetFromDatabase(db: DatabaseOrTransaction, companyId: number) {
  const finance = await findFinanceApprovers(db, companyId);
  return { financeUserIds: finance.map((person) => person.id) };
}

/** GET /api/settings/approval_rules: the rules with the names they refer to, and the teams and people to choose. */
export async function getApprovalRules(
  db: DatabaseOrTransaction,
  user: CurrentUser,
): Promise<ApprovalRulesResponse> {
  const [rows, finance, teams, personsInCharge] = await Promise.all([
    findApprovalRules(db, user.companyId),
    findFinanceApprovers(db, user.companyId),
    findCompanyTeams(db, user.companyId),
    findCompanyPersonsInCharge(db, user.companyId),
  ]);
  const rules = rows.map(({ rule }) => ({
    condition: rule.condition,
    amountCents: rule.amountCents,
    teamId: rule.teamId,
    costCenter: rule.costCenter,
    level: rule.level,
    approver: approverOfRow(rule),
  }));
  const simple = simpleSettingOfRules(rules);
  const toPerson = (person: { uuid: string; name: string; email: string }) => ({
    id: person.uuid,
    name: person.name || person.email,
    email: person.email,
  });
  return {
    rules: rows.map((row) => ({
      condition: row.rule.condition,
      amount: row.rule.amountCents,
      team_id: row.teamUuid,
      team_name: row.teamName,
      cost_center: row.rule.costCenter,
      level: row.rule.level,
      approver: row.rule.approverKind,
      approver_id: row.approverUuid,
      approver_name: row.approverUuid ? row.approverName || row.approverEmail : null,
    })),
    finance: finance.map(toPerson),
    simple_rule: simple?.rule ?? null,
    can_edit: user.department === PERSON_IN_CHARGE,
    choices: {
      teams: teams.map((team) => ({ id: team.uuid, name: team.name })),
      persons_in_charge: personsInCharge.map(toPerson),
    },
  };
}

/**
 * PUT /api/settings/approval_rules: only a person in charge replaces the rules; a rule naming a team or a person
 * in charge the company does not have (removed, or another company's) is refused with the reason, writing nothing.
 */
export async function updateApprovalRules(
  db: Database,
  user: CurrentUser,
  body: UpdateApprovalRulesBody,
): Promise<ApprovalRulesResponse> {
  requirePersonInCharge(user);
  await db.transaction(async (tx) => {
    await lockCompanyRules(tx, user.companyId);
    const [teams, personsInCharge] = await Promise.all([
      findCompanyTeams(tx, user.companyId),
      findCompanyPersonsInCharge(tx, user.companyId),
    ]);
    const teamIdOf = new Map(teams.map((team) => [team.uuid, team.id]));
    const personIdOf = new Map(personsInCharge.map((person) => [person.uuid, person.id]));
    const problems: string[] = [];
    const rules = body.rules.map((input, index): ApprovalRule => {
      const where = `Rule ${index + 1}`;
      let teamId: number | null = null;
      if (input.condition === 'team_is') {
        teamId = teamIdOf.get(input.team_id ?? '') ?? null;
        if (teamId === null) problems.push(`${where}: the team no longer exists; choose another`);
      }
      let approver: Approver = {
        kind: input.approver === 'person' ? 'team_persons_in_charge' : input.approver,
      };
      if (input.approver === 'person') {
        const userId = personIdOf.get(input.approver_id ?? '');
        if (userId === undefined) {
          problems.push(
            `${where}: the approver is no longer a person in charge of the company; choose another`,
          );
        } else {
          approver = { kind: 'person', userId };
        }
      }
      return {
        condition: input.condition,
        amountCents: input.condition === 'amount_over' ? (input.amount ?? null) : null,
        teamId,
        costCenter: input.condition === 'cost_center_is' ? (input.cost_center ?? null) : null,
        level: input.level,
        approver,
      };
    });
    const financeUserIds: number[] = [];
    for (const uuid of new Set(body.finance_ids)) {
      const userId = personIdOf.get(uuid);
      if (userId === undefined)
        problems.push('A finance approver is no longer a person in charge of the company');
      else financeUserIds.push(userId);
    }
    if (rules.some((rule) => rule.approver.kind === 'finance') && financeUserIds.length === 0) {
      problems.push('A rule asks finance to approve: choose at least one person in charge as finance');
    }
    if (problems.length > 0) throw unprocessable(problems);
    const simple = simpleSettingOfRules(rules);
    await replaceApprovalRules(
      tx,
      user.companyId,
      rules,
      financeUserIds,
      simple ? { rule: simple.rule, threshold: simple.thresholdCents } : null,
    );
  });
  return getApprovalRules(db, user);
}
