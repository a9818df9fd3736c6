import { uuidParams } from '@livery/api-schemas/common';
import { orderApprovalsResponse } from '@livery/api-schemas/order-approval';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer, requireProvider } from '../../plugins/authentication.ts';
import { getOrderApprovals } from './order-approval.service.ts';

/** GET /api/orders/{id}/approvals: the levels of the company's approval, for everyone who sees the order. */
export const orderApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/orders/:id/approvals',
    {
      schema: {
        tags: ['orders'],
        summary: "The levels of the company's approval of an order: who approved, who must approve next",
        params: uuidParams,
        response: { 200: orderApprovalsResponse },
      },
    },
    async (request) => {
      const user = requireCustomer(request);
      return getOrderApprovals(
        db,
        user,
        { kind: 'customer', userId: user.id, companyId: user.companyId },
        request.params.id,
      );
    },
  );
};

/** GET /api/admin/orders/{id}/approvals: the same, for the provider's console. */
export const adminOrderApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/orders/:id/approvals',
    {
      schema: {
        tags: ['admin'],
        summary: "The levels of the company's approval of an order (provider staff)",
        params: uuidParams,
        response: { 200: orderApprovalsResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return getOrderApprovals(db, null, { kind: 'provider' }, request.params.id);
    },
  );
};
