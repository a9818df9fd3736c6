import { z } from 'zod';
import { databaseIdText } from './common.ts';

export const team = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  members: z.number().int(),
  role: z.enum(['creator', 'member']),
  user_name: z.string(),
});
export type Team = z.infer<typeof team>;

export const teamsResponse = z.object({ teams: z.array(team) });

/** POST /api/team_accounts. */
export const createTeamBody = z.object({
  teams: z.object({ name: z.string().trim().min(1, 'The Team Name field is required').max(100) }),
  invite_members: z.string().max(5000).optional(),
  role: z.enum(['member']).optional(),
});
export const createdTeamResponse = z.object({
  message: z.string(),
  team: z.object({ id: z.number(), uuid: z.string() }),
});

export const invitation = z.object({ id: z.number().int(), invitor: z.string(), team_name: z.string() });
export const invitationsResponse = z.object({ invitations: z.array(invitation) });

export const teamName = z.object({
  name: z.string().trim().min(1, 'The Team Name field is required').max(100),
});

export const teamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['creator', 'member']),
  status: z.enum(['joined', 'not_joined', 'pending']),
});
export type TeamMember = z.infer<typeof teamMember>;

export const membersResponse = z.object({
  team: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }),
  members: z.array(teamMember),
  current_user_role: z.enum(['creator', 'member']),
});
export type MembersResponse = z.infer<typeof membersResponse>;

export const removeMemberBody = z.object({ member_email: z.string().trim().check(z.email()).max(254) });

/** POST /api/team_accounts/invite_member: comma-separated addresses, role member. */
export const inviteMemberBody = z.object({
  team_id: z.uuid(),
  emails: z.string().trim().min(1, 'Enter at least one e-mail address').max(5000),
  role: z.enum(['member']).optional(),
});

export const resendInvitationBody = z.object({
  user_email: z.string().trim().check(z.email()).max(254),
  team_id: z.uuid(),
});

/** PUT /api/team_accounts/default: a team's uuid, or null to have no default. */
export const defaultTeamBody = z.object({ team_id: z.uuid().nullable() });

export const invitationParams = z.object({ id: databaseIdText });
