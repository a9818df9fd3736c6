import { messageBody, uuidParams } from '@livery/api-schemas/common';
import {
  defaultTeamBody,
  invitationParams,
  invitationsResponse,
  membersResponse,
  removeMemberBody,
  teamName,
  teamsResponse,
} from '@livery/api-schemas/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import {
  answerInvitation,
  deleteTeam,
  listInvitations,
  listMembers,
  listTeams,
  removeMember,
  renameTeam,
  setDefaultTeam,
} from './teams.service.ts';

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['teams'];

  app.get('/teams', { schema: { tags, response: { 200: teamsResponse } } }, async (request) => ({
    teams: await listTeams(db, requireCustomer(request)),
  }));

  app.get(
    '/team_accounts/get_invitations',
    { schema: { tags, response: { 200: invitationsResponse } } },
    async (request) => ({ invitations: await listInvitations(db, requireCustomer(request)) }),
  );

  app.put(
    '/team_accounts/default',
    { schema: { tags, body: defaultTeamBody, response: { 200: messageBody } } },
    async (request) => setDefaultTeam(db, requireCustomer(request), request.body.team_id),
  );

  app.put(
    '/team_accounts/:id',
    { schema: { tags, params: uuidParams, body: teamName, response: { 200: messageBody } } },
    async (request) => renameTeam(db, requireCustomer(request), request.params.id, request.body.name),
  );

  app.delete(
    '/team_accounts/:id',
    { schema: { tags, params: uuidParams, response: { 200: messageBody } } },
    async (request) => deleteTeam(db, requireCustomer(request), request.params.id),
  );

  app.get(
    '/team_accounts/:id/get_members',
    { schema: { tags, params: uuidParams, response: { 200: membersResponse } } },
    async (request) => listMembers(db, requireCustomer(request), request.params.id),
  );

  app.delete(
    '/team_accounts/:id/remove_member',
    { schema: { tags, params: uuidParams, body: removeMemberBody, response: { 200: messageBody } } },
    async (request) =>
      removeMember(db, requireCustomer(request), request.params.id, request.body.member_email),
  );

  app.put(
    '/team_accounts/:id/approved_team',
    { schema: { tags, params: invitationParams, response: { 200: messageBody } } },
    async (request) => answerInvitation(db, requireCustomer(request), request.params.id, true),
  );

  app.put(
    '/team_accounts/:id/denied_team',
    { schema: { tags, params: invitationParams, response: { 200: messageBody } } },
    async (request) => answerInvitation(db, requireCustomer(request), request.params.id, false),
  );
};
