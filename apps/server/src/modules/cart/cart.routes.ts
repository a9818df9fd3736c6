import {
  applyDiscountBody,
  cartQtyResponse,
  cartResponse,
  deleteKartItemBody,
  kartItemResponse,
  updateKartItemBody,
  updatePolicyBody,
} from '@livery/api-schemas/cart';
import { messageBody, uuidParams } from '@livery/api-schemas/common';
import { cartUsesResponse } from '@livery/api-schemas/programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { taxesRoutes } from '../taxes/taxes.routes.ts';
import {
  applyDiscountCode,
  countCartItems,
  getCart,
  getCartEntitlementUses,
  getKartItem,
  priceKartItemQuantities,
  removeDiscountCode,
  removeKartItem,
  updateKartItemQuantities,
  updateShippingPolicy,
} from './cart.service.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // The programme's preview of the cart (issue 25 item 2), served here as the cart is what it reads.
  app.get(
    '/programme/cart_uses',
    { schema: { tags: ['programme'], response: { 200: cartUsesResponse } } },
    async (request) => getCartEntitlementUses(db, requireCustomer(request), app.deps.config.timeZone),
  );

  app.get('/kart_items', { schema: { tags: ['cart'], response: { 200: cartResponse } } }, async (request) =>
    getCart(db, requireCustomer(request), app.deps.config),
  );

  app.get(
    '/kart_items/:id',
    { schema: { tags: ['cart'], params: uuidParams, response: { 200: kartItemResponse } } },
    async (request) => ({
      kart_item: await getKartItem(
        db,
        requireCustomer(request),
        request.params.id,
        app.deps.config.secretKey,
      ),
    }),
  );

  app.put(
    '/kart_items/:id',
    {
      schema: {
        tags: ['cart'],
        params: uuidParams,
        body: updateKartItemBody,
        response: { 200: kartItemResponse },
      },
    },
    async (request) => ({
      kart_item: await updateKartItemQuantities(
        db,
        requireCustomer(request),
        request.params.id,
        request.body.qty_options,
        app.deps.config.secretKey,
      ),
    }),
  );

  app.post(
    '/kart_items/:id/check_price',
    {
      schema: {
        tags: ['cart'],
        params: uuidParams,
        body: updateKartItemBody,
        response: { 200: kartItemResponse },
      },
    },
    async (request) => ({
      kart_item: await priceKartItemQuantities(
        db,
        requireCustomer(request),
        request.params.id,
        request.body.qty_options,
        app.deps.config.secretKey,
      ),
    }),
  );

  app.delete(
    '/kart_items',
    { schema: { tags: ['cart'], body: deleteKartItemBody, response: { 200: messageBody } } },
    async (request) => {
      await removeKartItem(db, requireCustomer(request), request.body.id);
      return { message: 'Deleted!' };
    },
  );

  app.get(
    '/cart/get_qty',
    { schema: { tags: ['cart'], response: { 200: cartQtyResponse } } },
    async (request) => ({ qty: await countCartItems(db, requireCustomer(request)) }),
  );

  app.put(
    '/kart_items/update_policy',
    { schema: { tags: ['cart'], body: updatePolicyBody, response: { 200: messageBody } } },
    async (request) => {
      const { item_ids: itemIds, service_id: serviceId } = request.body;
      await updateShippingPolicy(db, requireCustomer(request), itemIds, serviceId);
      return { message: 'Shipping method has been updated' };
    },
  );

  app.post(
    '/cart/apply_discount',
    { schema: { tags: ['cart'], body: applyDiscountBody, response: { 200: messageBody } } },
    async (request) =>
      applyDiscountCode(db, requireCustomer(request), request.body.discount_code, app.deps.config.timeZone),
  );

  app.post(
    '/cart/remove_discount',
    { schema: { tags: ['cart'], response: { 200: messageBody } } },
    async (request) => removeDiscountCode(db, requireCustomer(request)),
  );

  await app.register(taxesRoutes);
};
