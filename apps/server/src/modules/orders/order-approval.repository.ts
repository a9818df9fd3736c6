import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { orders, teamMembers, teams, users } from '../../db/schema.ts';

/** The orders held for the company's approval in the teams the person in charge joined, newest first. */
export async function findOrdersAwaitingApproval(
  db: DatabaseOrTransaction,
  scope: { userId: number; companyId: number },
  limit: number,
) {
  const joinedTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, scope.userId), eq(teamMembers.status, 'joined')));
  const waiting = and(
    eq(orders.companyId, scope.companyId),
    eq(orders.orderApprovalNeeded, true),
    eq(orders.orderStatus, 'order_pending'),
    inArray(orders.teamId, joinedTeams),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        uuid: orders.uuid,
        uid: orders.uid,
        total: orders.total,
        currency: orders.currency,
        createdAt: orders.createdAt,
        teamName: teams.name,
        userName: users.name,
        userEmail: users.email,
      })
      .from(orders)
      .innerJoin(teams, eq(teams.id, orders.teamId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(waiting)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db.select({ value: count() }).from(orders).where(waiting),
  ]);
  return { rows, total: total?.value ?? 0 };
}
