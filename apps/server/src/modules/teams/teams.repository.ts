import { and, asc, count, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { teamMembers, teams, users } from '../../db/schema.ts';

/** Teams the user has joined, with member counts and the user's own role. */
export async function findTeamsOfUser(db: DatabaseOrTransaction, userId: number) {
  const memberCounts = db
    .select({ teamId: teamMembers.teamId, members: count().as('members') })
    .from(teamMembers)
    .where(eq(teamMembers.status, 'joined'))
    .groupBy(teamMembers.teamId)
    .as('member_counts');
  return db
    .select({
      id: teams.id,
      uuid: teams.uuid,
      name: teams.name,
      isDefault: teamMembers.isDefault,
      role: teamMembers.role,
      members: memberCounts.members,
      creatorName: users.name,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teams.creatorId))
    .leftJoin(memberCounts, eq(memberCounts.teamId, teams.id))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'joined')))
    .orderBy(asc(teams.name));
}

export async function countJoinedTeams(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'joined')));
  return row?.value ?? 0;
}

export async function findJoinedMembership(db: DatabaseOrTransaction, userId: number, teamId: number) {
  const [row] = await db
    .select({ teamId: teams.id, name: teams.name, companyId: teams.companyId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'joined')),
    )
    .limit(1);
  return row;
}

export async function insertTeamWithCreator(
  db: DatabaseOrTransaction,
  values: { companyId: number; name: string; creator: { id: number; email: string }; isDefault: boolean },
) {
  const [team] = await db
    .insert(teams)
    .values({ companyId: values.companyId, name: values.name, creatorId: values.creator.id })
    .returning();
  await db.insert(teamMembers).values({
    teamId: team!.id,
    userId: values.creator.id,
    email: values.creator.email,
    role: 'creator',
    status: 'joined',
    isDefault: values.isDefault,
  });
  return team!;
}

/** Invitations waiting for the address's answer. */
export async function findPendingInvitations(db: DatabaseOrTransaction, email: string) {
  return db
    .select({ id: teamMembers.id, invitor: users.name, teamName: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teams.creatorId))
    .where(and(eq(teamMembers.email, email), eq(teamMembers.status, 'pending')))
    .orderBy(asc(teamMembers.createdAt));
}
