import { messageBody } from '@livery/api-schemas/common';
import {
  createdTeamResponse,
  createTeamBody,
  inviteMemberBody,
  resendInvitationBody,
} from '@livery/api-schemas/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { createTeamWithInvitations, inviteMembers, resendInvitation } from './invitations.service.ts';

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const tags = ['teams'];

  app.post(
    '/team_accounts',
    {
      schema: {
        tags,
        body: createTeamBody,
        response: { 201: createdTeamResponse },
      },
    },
    async (request, reply) => {
      const team = await createTeamWithInvitations(db, config.publicUrl, requireCustomer(request), {
        name: request.body.teams.name,
        inviteMembers: request.body.invite_members,
      });
      return reply.status(201).send({ message: 'Team Created!', team: { id: team.id, uuid: team.uuid } });
    },
  );

  app.post(
    '/team_accounts/invite_member',
    { schema: { tags, body: inviteMemberBody, response: { 200: messageBody } } },
    async (request) =>
      inviteMembers(
        db,
        config.publicUrl,
        requireCustomer(request),
        request.body.team_id,
        request.body.emails,
      ),
  );

  app.put(
    '/team_accounts/resend_invitation',
    { schema: { tags, body: resendInvitationBody, response: { 200: messageBody } } },
    async (request) =>
      resendInvitation(
        db,
        config.publicUrl,
        requireCustomer(request),
        request.body.team_id,
        request.body.user_email,
      ),
  );
};
