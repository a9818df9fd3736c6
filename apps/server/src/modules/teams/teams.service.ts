import type { Team } from '@livery/api-schemas/teams';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import {
  answerPendingInvitation,
  countJoinedTeams,
  deleteMembership,
  deleteTeamRow,
  findCompanyTeamByUuid,
  findJoinedMemberEmails,
  findJoinedMembership,
  findMembers,
  findMembershipByEmail,
  findPendingInvitation,
  findPendingInvitations,
  findTeamsOfUser,
  insertMemberships,
  insertTeamWithCreator,
  joinNotJoinedMemberships,
  renameTeamRow,
  setDefaultMembership,
} from './teams.repository.ts';

export async function listTeams(db: Database, user: CurrentUser): Promise<Team[]> {
  const rows = await findTeamsOfUser(db, user.id);
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    is_default: row.isDefault,
    members: Number(row.members ?? 0),
    role: row.role,
    user_name: row.creatorName,
  }));
}

/** The number of teams a user has joined (the profile card's count). */
export function countTeamsOfUser(db: DatabaseOrTransaction, userId: number): Promise<number> {
  return countJoinedTeams(db, userId);
}

/** The team, when the user has joined it; orders and saved products are scoped by this. */
export function findTeamOfMember(db: DatabaseOrTransaction, userId: number, teamId: number) {
  return findJoinedMembership(db, userId, teamId);
}

/**
 * Whether the user joined the team: from the teams their session read brought (read after the request arrived;
 * any change of a membership ends every kept session, decision 190), else from the database.
 */
export async function hasJoinedTeam(
  db: DatabaseOrTransaction,
  user: Pick<CurrentUser, 'id' | 'teamIds'>,
  teamId: number,
): Promise<boolean> {
  if (user.teamIds) return user.teamIds.includes(teamId);
  return (await findJoinedMembership(db, user.id, teamId)) !== undefined;
}

/** Creates a team with the caller as creator; their first team becomes their default. */
export async function createTeam(db: DatabaseOrTransaction, user: CurrentUser, name: string) {
  const existing = await countJoinedTeams(db, user.id);
  return insertTeamWithCreator(db, {
    companyId: user.companyId,
    name,
    creator: { id: user.id, email: user.email },
    isDefault: existing === 0,
  });
}

export async function listInvitations(db: Database, user: CurrentUser) {
  const rows = await findPendingInvitations(db, user.email);
  return rows.map((row) => ({ id: row.id, invitor: row.invitor, team_name: row.teamName }));
}

/** A team of the caller's company that the caller has joined; any other team is "not found". */
export async function findJoinedTeam(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const team = await findCompanyTeamByUuid(db, user.companyId, uuid, user.id);
  if (team?.membership?.status !== 'joined') throw notFound('Team');
  return { ...team, role: team.membership.role };
}

async function findTeamAsCreator(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const team = await findJoinedTeam(db, user, uuid);
  if (team.role !== 'creator') throw forbidden('Only the creator of the team can do this.');
  return team;
}

export async function listMembers(db: Database, user: CurrentUser, uuid: string) {
  const team = await findJoinedTeam(db, user, uuid);
  const members = await findMembers(db, team.id);
  return {
    team: { id: team.id, uuid: team.uuid, name: team.name },
    members: members.map((member) => ({
      id: member.id,
      name: member.name || member.email,
      email: member.email,
      role: member.role,
      status: member.status,
    })),
    current_user_role: team.role,
  };
}

export async function renameTeam(db: Database, user: CurrentUser, uuid: string, name: string) {
  const team = await findTeamAsCreator(db, user, uuid);
  await renameTeamRow(db, team.id, name);
  return { message: 'Updated!' };
}

/** Postgres' code for a row still referenced elsewhere (here: orders placed for the team). */
const FOREIGN_KEY_VIOLATION = '23503';

export async function deleteTeam(db: Database, user: CurrentUser, uuid: string) {
  const team = await findTeamAsCreator(db, user, uuid);
  try {
    await db.transaction((tx) => deleteTeamRow(tx, team.id));
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === FOREIGN_KEY_VIOLATION) {
      throw new AppError('conflict', 'This team has orders, so it cannot be deleted. Rename it instead.');
    }
    throw error;
  }
  return { message: 'Your team has been deleted.' };
}

export async function removeMember(db: Database, user: CurrentUser, uuid: string, email: string) {
  const team = await findTeamAsCreator(db, user, uuid);
  const normalised = email.trim().toLowerCase();
  if (normalised === user.email) throw unprocessable(['The creator cannot be removed from the team.']);
  if (!(await deleteMembership(db, team.id, normalised))) throw notFound('Member');
  return { message: 'Member has been deleted.' };
}

/** Makes a joined team the caller's default, or clears the default with null. */
export async function setDefaultTeam(db: Database, user: CurrentUser, uuid: string | null) {
  const team = uuid ? await findJoinedTeam(db, user, uuid) : null;
  await setDefaultMembership(db, user.id, team?.id ?? null);
  return { message: team ? `${team.name} is now your default team.` : 'You have no default team now.' };
}

/** The invited user approves (joins) or declines (the invitation goes away). */
export async function answerInvitation(
  db: Database,
  user: CurrentUser,
  invitationId: number,
  isApproved: boolean,
) {
  const invitation = await findPendingInvitation(db, invitationId, user.email);
  // A second answer sent at the same time finds the invitation answered already: not found, like any other.
  if (!invitation || !(await answerPendingInvitation(db, invitation.id, { isApproved, userId: user.id }))) {
    throw notFound('Invitation');
  }
  return {
    message: isApproved
      ? `You joined ${invitation.teamName}.`
      : `You declined the invitation to ${invitation.teamName}.`,
  };
}

/** Called when an invited address sets its first password: it becomes a member of the inviting teams. */
export function joinInvitedTeams(db: DatabaseOrTransaction, userId: number) {
  return joinNotJoinedMemberships(db, userId);
}

/** For the invitations module: the membership of an address in a team, and new invitation rows. */
export function findMemberByEmail(db: DatabaseOrTransaction, teamId: number, email: string) {
  return findMembershipByEmail(db, teamId, email);
}

export function addInvitations(
  db: DatabaseOrTransaction,
  rows: Array<{
    teamId: number;
    userId: number;
    email: string;
    status: 'pending' | 'not_joined';
    invitedById: number;
  }>,
) {
  return insertMemberships(
    db,
    rows.map((row) => ({ ...row, role: 'member' as const })),
  );
}

/** The joined members' e-mail addresses of a team. */
export function listJoinedMemberEmails(db: DatabaseOrTransaction, teamId: number): Promise<string[]> {
  return findJoinedMemberEmails(db, teamId);
}
