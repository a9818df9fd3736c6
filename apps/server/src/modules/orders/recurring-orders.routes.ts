import { databaseIdText, messageBody } from '@livery/api-schemas/common';
import {
  calculateScheduleQuery,
  calculateScheduleResponse,
  createRecurringScheduleBody,
  deleteRecurringScheduleBody,
  recurringScheduleResponse,
  recurringSchedulesResponse,
  updateRecurringScheduleBody,
} from '@livery/api-schemas/recurring-orders';
import { calendarDay } from '@livery/domain/calendar-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import {
  createRecurringSchedule,
  deleteRecurringSchedule,
  listRecurringSchedules,
  previewSchedule,
  updateRecurringSchedule,
} from './recurring-orders.service.ts';

const tags = ['recurring orders'];
const idParams = z.object({ id: databaseIdText });

export const recurringOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const today = () => calendarDay(new Date(), config.timeZone);

  app.get(
    '/recurring_order_schedules/calculate_schedule',
    { schema: { tags, querystring: calculateScheduleQuery, response: { 200: calculateScheduleResponse } } },
    async (request) => {
      requireCustomer(request);
      return previewSchedule(request.query.frequency, request.query.days, today());
    },
  );

  app.get(
    '/recurring_order_schedules',
    { schema: { tags, response: { 200: recurringSchedulesResponse } } },
    async (request) => ({
      recurring_orders_schedules: await listRecurringSchedules(db, requireCustomer(request), today()),
    }),
  );

  app.post(
    '/recurring_order_schedules',
    { schema: { tags, body: createRecurringScheduleBody, response: { 201: recurringScheduleResponse } } },
    async (request, reply) =>
      reply.status(201).send({
        recurring_order: await createRecurringSchedule(
          db,
          requireCustomer(request),
          request.body.recurring_order,
          today(),
        ),
      }),
  );

  app.put(
    '/recurring_order_schedules/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateRecurringScheduleBody,
        response: { 200: recurringScheduleResponse },
      },
    },
    async (request) => ({
      recurring_order: await updateRecurringSchedule(
        db,
        requireCustomer(request),
        request.params.id,
        request.body.recurring_order,
        today(),
      ),
    }),
  );

  const STOPPED = { message: 'The recurring order was stopped.' };

  app.delete(
    '/recurring_order_schedules/:id',
    { schema: { tags, params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await deleteRecurringSchedule(db, requireCustomer(request), request.params.id);
      return STOPPED;
    },
  );

  // The spec's form (section 7: DELETE recurring_order_schedules): the id travels in the body.
  app.delete(
    '/recurring_order_schedules',
    {
      schema: {
        tags,
        summary: 'Stops a recurring order given by its id in the body (the same as DELETE .../{id})',
        body: deleteRecurringScheduleBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await deleteRecurringSchedule(db, requireCustomer(request), request.body.id);
      return STOPPED;
    },
  );
};
