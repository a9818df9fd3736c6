import { and, asc, count, eq, ne } from 'drizzle-orm';
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

/** The team of the company by its public id, with the caller's own membership (if any). */
export async function findCompanyTeamByUuid(
  db: DatabaseOrTransaction,
  companyId: number,
  uuid: string,
  userId: number,
) {
  const [team] = await db
    .select({
      id: teams.id,
      uuid: teams.uuid,
      name: teams.name,
      creatorId: teams.creatorId,
      companyId: teams.companyId,
    })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), eq(teams.uuid, uuid)))
    .limit(1);
  if (!team) return undefined;
  const [membership] = await db
    .select({ id: teamMembers.id, role: teamMembers.role, status: teamMembers.status })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)))
    .limit(1);
  return { ...team, membership };
}

export async function findMembers(db: DatabaseOrTransaction, teamId: number) {
  return db
    .select({
      id: teamMembers.id,
      email: teamMembers.email,
      role: teamMembers.role,
      status: teamMembers.status,
      name: users.name,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.id));
}

export async function renameTeamRow(db: DatabaseOrTransaction, teamId: number, name: string) {
  await db.update(teams).set({ name }).where(eq(teams.id, teamId));
}

export async function deleteTeamRow(db: DatabaseOrTransaction, teamId: number) {
  await db.delete(teams).where(eq(teams.id, teamId));
}

export async function deleteMembership(db: DatabaseOrTransaction, teamId: number, email: string) {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email), ne(teamMembers.role, 'creator')))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

export async function findMembershipByEmail(db: DatabaseOrTransaction, teamId: number, email: string) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email)))
    .limit(1);
  return row;
}

export async function insertMemberships(
  db: DatabaseOrTransaction,
  rows: Array<typeof teamMembers.$inferInsert>,
) {
  if (rows.length === 0) return;
  await db.insert(teamMembers).values(rows).onConflictDoNothing();
}

/** A pending invitation addressed to the e-mail, with its team. */
export async function findPendingInvitation(db: DatabaseOrTransaction, invitationId: number, email: string) {
  const [row] = await db
    .select({ id: teamMembers.id, teamId: teamMembers.teamId, teamName: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(eq(teamMembers.id, invitationId), eq(teamMembers.email, email), eq(teamMembers.status, 'pending')),
    )
    .limit(1);
  return row;
}

/**
 * Answers a pending invitation: joins it, or removes it when declined. Guarded on the pending status, so
 * of two answers at once only one finds it pending; returns false to the other.
 */
export async function answerPendingInvitation(
  db: DatabaseOrTransaction,
  invitationId: number,
  answer: { isApproved: boolean; userId: number },
): Promise<boolean> {
  const isPending = and(eq(teamMembers.id, invitationId), eq(teamMembers.status, 'pending'));
  const rows = answer.isApproved
    ? await db
        .update(teamMembers)
        .set({ status: 'joined', userId: answer.userId })
        .where(isPending)
        .returning({ id: teamMembers.id })
    : await db.delete(teamMembers).where(isPending).returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Makes one joined team the user's default, or none. */
export async function setDefaultMembership(db: DatabaseOrTransaction, userId: number, teamId: number | null) {
  await db.update(teamMembers).set({ isDefault: false }).where(eq(teamMembers.userId, userId));
  if (teamId !== null) {
    await db
      .update(teamMembers)
      .set({ isDefault: true })
      .where(
        and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'joined')),
      );
  }
}

/** An invited address that signs up joins the teams that invited it. */
export async function joinNotJoinedMemberships(db: DatabaseOrTransaction, userId: number) {
  await db
    .update(teamMembers)
    .set({ status: 'joined' })
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'not_joined')));
}

/** The e-mail addresses of a team's joined members (who hear about the team's stock running low). */
export async function findJoinedMemberEmails(db: DatabaseOrTransaction, teamId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'joined')))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}
