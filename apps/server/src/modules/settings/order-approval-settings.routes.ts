import { approvalRulesResponse, updateApprovalRulesBody } from '@livery/api-schemas/approval-rules';
import { orderApprovalSetting, updateOrderApprovalBody } from '@livery/api-schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import {
  getApprovalRules,
  getOrderApprovalSetting,
  updateApprovalRules,
  updateOrderApprovalSetting,
} from './order-approval-settings.service.ts';

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

  app.get(
    '/settings/approval_rules',
    {
      schema: {
        tags: ['settings'],
        summary: "The company's approval rules (condition -> approver, by level) and its finance approvers",
        response: { 200: approvalRulesResponse },
      },
    },
    async (request) => getApprovalRules(db, requireCustomer(request)),
  );

  app.put(
    '/settings/approval_rules',
    {
      schema: {
        tags: ['settings'],
        summary: "Replaces the company's approval rules and finance approvers (a person in charge)",
        body: updateApprovalRulesBody,
        response: { 200: approvalRulesResponse },
      },
    },
    async (request) => updateApprovalRules(db, requireCustomer(request), request.body),
  );
};
