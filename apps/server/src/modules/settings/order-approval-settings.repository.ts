import type { ApprovalRule } from '@livery/domain/approval-rules';
import type { OrderApprovalRule } from '@livery/domain/order-approval';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { approvalFinanceApprovers, approvalRules, companies, teams, users } from '../../db/schema.ts';

/** The company's rules in their order, with the team and person they name. */
export async function findApprovalRules(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({
      rule: approvalRules,
      teamUuid: teams.uuid,
      teamName: teams.name,
      approverUuid: users.uuid,
      approverName: users.name,
      approverEmail: users.email,
    })
    .from(approvalRules)
    .leftJoin(teams, eq(teams.id, approvalRules.teamId))
    .leftJoin(users, eq(users.id, approvalRules.approverUserId))
    .where(eq(approvalRules.companyId, companyId))
    .orderBy(asc(approvalRules.position), asc(approvalRules.id));
}

/** The rules and finance approvers of these companies, as the order rules read them (the checkout's cache). */
export async function findApprovalRuleSets(db: DatabaseOrTransaction, companyIds: number[]) {
  const [companyRows, ruleRows, financeRows] = await Promise.all([
    db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds)),
    db
      .select()
      .from(approvalRules)
      .where(inArray(approvalRules.companyId, companyIds))
      .orderBy(asc(approvalRules.position), asc(approvalRules.id)),
    db.select().from(approvalFinanceApprovers).where(inArray(approvalFinanceApprovers.companyId, companyIds)),
  ]);
  return { companyIds: companyRows.map((row) => row.id), ruleRows, financeRows };
}

/** The company's finance approvers who are still its persons in charge. */
export async function findFinanceApprovers(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({ id: users.id, uuid: users.uuid, name: users.name, email: users.email })
    .from(approvalFinanceApprovers)
    .innerJoin(users, eq(users.id, approvalFinanceApprovers.userId))
    .where(and(eq(approvalFinanceApprovers.companyId, companyId), eq(users.department, PERSON_IN_CHARGE)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The company's teams, by name. */
export async function findCompanyTeams(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({ id: teams.id, uuid: teams.uuid, name: teams.name })
    .from(teams)
    .where(eq(teams.companyId, companyId))
    .orderBy(asc(teams.name), asc(teams.id));
}

/** The company's persons in charge, by name. */
export async function findCompanyPersonsInCharge(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({ id: users.id, uuid: users.uuid, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.department, PERSON_IN_CHARGE)))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Replaces the company's rules and finance approvers (their triggers tell every process's cache of the company's
 * rules of the change, migration 0046), and the simple setting they stand for on the company row when they are one.
 */
export async function replaceApprovalRules(
  db: DatabaseOrTransaction,
  companyId: number,
  rules: readonly ApprovalRule[],
  financeUserIds: readonly number[],
  simple: { rule: OrderApprovalRule; threshold: number | null } | null,
) {
  await db.delete(approvalRules).where(eq(approvalRules.companyId, companyId));
  if (rules.length > 0) {
    await db.insert(approvalRules).values(
      rules.map((rule, index) => ({
        companyId,
        position: index + 1,
        condition: rule.condition,
        amountCents: rule.amountCents,
        teamId: rule.teamId,
        costCenter: rule.costCenter,
        level: rule.level,
        approverKind: rule.approver.kind,
        approverUserId: rule.approver.kind === 'person' ? rule.approver.userId : null,
      })),
    );
  }
  await db.delete(approvalFinanceApprovers).where(eq(approvalFinanceApprovers.companyId, companyId));
  if (financeUserIds.length > 0) {
    await db.insert(approvalFinanceApprovers).values(financeUserIds.map((userId) => ({ companyId, userId })));
  }
  // The simple setting's columns mirror the rules where they are one (tools and reports read them).
  if (simple) {
    await db
      .update(companies)
      .set({ orderApprovalRule: simple.rule, orderApprovalThreshold: simple.threshold })
      .where(eq(companies.id, companyId));
  }
}

/** Locks the company's row: two saves of its rules run one after the other. */
export async function lockCompanyRules(db: DatabaseOrTransaction, companyId: number) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
