import { orderApprovalSetting, updateOrderApprovalBody } from '@livery/api-schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { getOrderApprovalSetting, updateOrderApprovalSetting } from './order-approval-settings.service.ts';

export const orderApprovalSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/settings/order_approval',
    { schema: { tags: ['settings'], response: { 200: orderApprovalSetting } } },
    async (request) => getOrderApprovalSetting(db, requireCustomer(request)),
  );

  app.put(
    '/settings/order_approval',
    {
      schema: { tags: ['settings'], body: updateOrderApprovalBody, response: { 200: orderApprovalSetting } },
    },
    async (request) => updateOrderApprovalSetting(db, requireCustomer(request), request.body),
  );
};
