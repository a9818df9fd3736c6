import { uuidParams } from '@livery/api-schemas/common';
import {
  employeeRemovedResponse,
  employeeResponse,
  employeesQuery,
  employeesResponse,
  employeeUpdatedResponse,
  importEmployeesBody,
  importEmployeesResponse,
  updateEmployeeBody,
  wearersQuery,
  wearersResponse,
} from '@livery/api-schemas/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import {
  exportEmployees,
  getEmployee,
  importEmployees,
  listEmployees,
  listWearers,
  removeEmployee,
  updateEmployee,
} from './employees.service.ts';

const tags = ['employees'];

/** The employee database (issue 13 point 9); the plan rule sits in the plan-access plugin. */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/employees',
    { schema: { tags, querystring: employeesQuery, response: { 200: employeesResponse } } },
    async (request) => listEmployees(db, requireCustomer(request), request.query),
  );

  app.get(
    '/employees/export_csv',
    { schema: { tags, querystring: z.object({ keyword: z.string().trim().max(200).optional() }) } },
    async (request, reply) => {
      const csv = await exportEmployees(db, requireCustomer(request), request.query.keyword);
      return sendDownload(reply, {
        fileName: 'employees-export.csv',
        type: 'text/csv; charset=utf-8',
        body: csv,
      });
    },
  );

  app.post(
    '/employees/import',
    { schema: { tags, body: importEmployeesBody, response: { 200: importEmployeesResponse } } },
    async (request) => importEmployees(db, requireCustomer(request), request.body.employees),
  );

  app.get(
    '/employees/wearers',
    { schema: { tags, querystring: wearersQuery, response: { 200: wearersResponse } } },
    async (request) => listWearers(db, requireCustomer(request), request.query.saved_product_id),
  );

  app.delete(
    '/employees/:id',
    { schema: { tags, params: uuidParams, response: { 200: employeeRemovedResponse } } },
    async (request) => removeEmployee(db, requireCustomer(request), request.params.id),
  );

  app.get(
    '/employees/:id',
    { schema: { tags, params: uuidParams, response: { 200: employeeResponse } } },
    async (request) => getEmployee(db, requireCustomer(request), request.params.id),
  );

  app.put(
    '/employees/:id',
    {
      schema: {
        tags,
        params: uuidParams,
        body: updateEmployeeBody,
        response: { 200: employeeUpdatedResponse },
      },
    },
    async (request) => ({
      message: 'Updated!',
      employee: await updateEmployee(db, requireCustomer(request), request.params.id, request.body),
    }),
  );
};
