import type { Team } from '@livery/api-schemas/teams';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import {
  countJoinedTeams,
  findJoinedMembership,
  findPendingInvitations,
  findTeamsOfUser,
  insertTeamWithCreator,
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

/** Creates a team with the caller as creator; their first team becomes their default. */
export async function createTeam(db: Database, user: CurrentUser, name: string) {
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
