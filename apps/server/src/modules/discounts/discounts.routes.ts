import { messageBody } from '@livery/api-schemas/common';
import { discountCodeBody, discountCodeResponse, discountCodesResponse } from '@livery/api-schemas/discounts';
import { numericIdParams } from '@livery/api-schemas/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import {
  changeDiscountCode,
  createDiscountCode,
  listDiscountCodes,
  removeDiscountCode,
} from './discounts.service.ts';

const tags = ['provider console'];

/** Provider console: discount codes, under /api/admin. */
export const adminDiscountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/discount_codes',
    { schema: { tags, response: { 200: discountCodesResponse } } },
    async (request) => {
      requireProvider(request);
      return { discount_codes: await listDiscountCodes(db, config.timeZone) };
    },
  );

  app.post(
    '/discount_codes',
    { schema: { tags, body: discountCodeBody, response: { 201: discountCodeResponse } } },
    async (request, reply) => {
      requireProvider(request);
      const discountCode = await createDiscountCode(db, request.body, config.timeZone);
      return reply.status(201).send({ message: 'Discount code added', discount_code: discountCode });
    },
  );

  app.put(
    '/discount_codes/:id',
    {
      schema: {
        tags,
        params: numericIdParams,
        body: discountCodeBody,
        response: { 200: discountCodeResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return {
        message: 'Discount code updated',
        discount_code: await changeDiscountCode(db, request.params.id, request.body, config.timeZone),
      };
    },
  );

  app.delete(
    '/discount_codes/:id',
    { schema: { tags, params: numericIdParams, response: { 200: messageBody } } },
    async (request) => {
      requireProvider(request);
      await removeDiscountCode(db, request.params.id);
      return { message: 'Deleted!' };
    },
  );
};
