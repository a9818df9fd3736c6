import { uuidParams } from '@livery/api-schemas/common';
import { saveTeamBudgetBody, teamBudgetResponse } from '@livery/api-schemas/team-budgets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { getTeamBudget, setTeamBudget } from './team-budgets.service.ts';

const tags = ['teams'];

/** A team's budget a programme year and its spend to date (issue 25 item 5). */
export const teamBudgetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/team_accounts/:id/budget',
    { schema: { tags, params: uuidParams, response: { 200: teamBudgetResponse } } },
    async (request) => getTeamBudget(db, requireCustomer(request), request.params.id, config.timeZone),
  );

  app.put(
    '/team_accounts/:id/budget',
    {
      schema: {
        tags,
        params: uuidParams,
        body: saveTeamBudgetBody,
        response: { 200: teamBudgetResponse.extend({ message: z.string() }) },
      },
    },
    async (request) =>
      setTeamBudget(db, requireCustomer(request), request.params.id, request.body, config.timeZone),
  );
};
