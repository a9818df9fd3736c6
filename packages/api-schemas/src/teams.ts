import { z } from 'zod';

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

export const invitation = z.object({ id: z.number().int(), invitor: z.string(), team_name: z.string() });
export const invitationsResponse = z.object({ invitations: z.array(invitation) });
