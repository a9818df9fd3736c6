import { uuidParams } from '@livery/api-schemas/common';
import {
  askForMoreBody,
  decideRequestBody,
  entitlementRequestSavedResponse,
  entitlementRequestsQuery,
  entitlementRequestsResponse,
} from '@livery/api-schemas/entitlement-requests';
import {
  balancesQuery,
  balancesResponse,
  programmeRoleRemovedResponse,
  programmeRoleSavedResponse,
  programmeRolesResponse,
  programmeSettings,
  saveProgrammeRoleBody,
  updateProgrammeSettingsBody,
} from '@livery/api-schemas/programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import {
  askForMore,
  decideEntitlementRequest,
  listEntitlementRequests,
} from './entitlement-requests.service.ts';
import {
  createRole,
  getBalances,
  getProgrammeSettings,
  listRoles,
  removeRole,
  updateProgrammeSettings,
  updateRole,
} from './programmes.service.ts';

const tags = ['programme'];

/**
 * The company's uniform programme (issue 25 items 1 and 3): its year, roles and entitlements, employees' balances,
 * and requests for more.
 */
export const programmesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get('/programme', { schema: { tags, response: { 200: programmeSettings } } }, async (request) =>
    getProgrammeSettings(db, requireCustomer(request), config.timeZone),
  );

  app.put(
    '/programme',
    { schema: { tags, body: updateProgrammeSettingsBody, response: { 200: programmeSettings } } },
    async (request) => updateProgrammeSettings(db, requireCustomer(request), request.body, config.timeZone),
  );

  app.get(
    '/programme/roles',
    { schema: { tags, response: { 200: programmeRolesResponse } } },
    async (request) => listRoles(db, requireCustomer(request)),
  );

  app.post(
    '/programme/roles',
    { schema: { tags, body: saveProgrammeRoleBody, response: { 200: programmeRoleSavedResponse } } },
    async (request) => createRole(db, requireCustomer(request), request.body),
  );

  app.put(
    '/programme/roles/:id',
    {
      schema: {
        tags,
        params: uuidParams,
        body: saveProgrammeRoleBody,
        response: { 200: programmeRoleSavedResponse },
      },
    },
    async (request) => updateRole(db, requireCustomer(request), request.params.id, request.body),
  );

  app.delete(
    '/programme/roles/:id',
    { schema: { tags, params: uuidParams, response: { 200: programmeRoleRemovedResponse } } },
    async (request) => removeRole(db, requireCustomer(request), request.params.id),
  );

  app.get(
    '/programme/balances',
    { schema: { tags, querystring: balancesQuery, response: { 200: balancesResponse } } },
    async (request) => getBalances(db, requireCustomer(request), request.query.staff_ids, config.timeZone),
  );

  app.get(
    '/programme/requests',
    {
      schema: { tags, querystring: entitlementRequestsQuery, response: { 200: entitlementRequestsResponse } },
    },
    async (request) => listEntitlementRequests(db, requireCustomer(request), request.query),
  );

  app.post(
    '/programme/requests',
    { schema: { tags, body: askForMoreBody, response: { 200: entitlementRequestSavedResponse } } },
    async (request) => askForMore(db, requireCustomer(request), request.body, config.publicUrl),
  );

  for (const [action, isApproved] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    app.put(
      `/programme/requests/:id/${action}`,
      {
        schema: {
          tags,
          params: uuidParams,
          body: decideRequestBody,
          response: { 200: entitlementRequestSavedResponse },
        },
      },
      async (request) =>
        decideEntitlementRequest(
          db,
          requireCustomer(request),
          request.params.id,
          { isApproved, ...request.body },
          { publicUrl: config.publicUrl, timeZone: config.timeZone },
        ),
    );
  }
};
