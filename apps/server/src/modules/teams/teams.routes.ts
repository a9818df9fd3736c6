import { errorBody } from '@livery/api-schemas/common';
import { createTeamBody, invitationsResponse, teamsResponse } from '@livery/api-schemas/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { createTeam, listInvitations, listTeams } from './teams.service.ts';

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/teams',
    { schema: { tags: ['teams'], response: { 200: teamsResponse, 401: errorBody } } },
    async (request) => ({ teams: await listTeams(db, requireCustomer(request)) }),
  );

  app.post(
    '/team_accounts',
    {
      schema: {
        tags: ['teams'],
        body: createTeamBody,
        response: {
          201: z.object({ message: z.string(), team: z.object({ id: z.number(), uuid: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const team = await createTeam(db, requireCustomer(request), request.body.teams.name);
      return reply.status(201).send({ message: 'Team Created!', team: { id: team.id, uuid: team.uuid } });
    },
  );

  app.get(
    '/team_accounts/get_invitations',
    { schema: { tags: ['teams'], response: { 200: invitationsResponse } } },
    async (request) => ({ invitations: await listInvitations(db, requireCustomer(request)) }),
  );
};
