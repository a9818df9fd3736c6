import { uuidParams } from '@livery/api-schemas/common';
import {
  adminOrderCountsQuery,
  adminOrdersQuery,
  employeeProductsQuery,
  employeeProductsResponse,
  locationParams,
  orderItemParams,
  orderLocationsResponse,
  orderResponse,
  orderStatusCounts,
  ordersResponse,
  showLocationQuery,
  transitionOrderBody,
  updateEmployeeProductsStatusBody,
  updateEmployeeProductsStatusResponse,
  updateOrderItemBody,
} from '@livery/api-schemas/orders';
import { createShipmentBody, shipmentParams } from '@livery/api-schemas/shipments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import { showOrderLocations } from '../orders/order-locations.ts';
import {
  countOrdersPerStatus,
  deliveryOrderOf,
  listEmployeeProducts,
  packingSheetOf,
  setEmployeeProductStatus,
  setLineFinishingDate,
  shipOrder,
} from '../orders/order-pipeline.service.ts';
import {
  getOrderForProvider,
  listAllOrders,
  toOrderFilter,
  transitionOrder,
} from '../orders/orders.service.ts';

const tags = ['provider console'];
const PROVIDER = { kind: 'provider' as const };

/** The provider console's order calls, under /api/admin. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/orders',
    { schema: { tags, querystring: adminOrdersQuery, response: { 200: ordersResponse } } },
    async (request) => {
      requireProvider(request);
      return listAllOrders(db, request.query, config.secretKey);
    },
  );

  app.get(
    '/orders/status_counts',
    { schema: { tags, querystring: adminOrderCountsQuery, response: { 200: orderStatusCounts } } },
    async (request) => {
      requireProvider(request);
      return countOrdersPerStatus(db, toOrderFilter(request.query));
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags, params: uuidParams, response: { 200: orderResponse } } },
    async (request) => {
      requireProvider(request);
      return getOrderForProvider(db, request.params.id, config.secretKey);
    },
  );

  app.get(
    '/orders/:id/locations',
    {
      schema: {
        tags,
        summary: "The order's locations: address, people and pieces per size of each, and what is unassigned",
        params: uuidParams,
        querystring: showLocationQuery,
        response: { 200: orderLocationsResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return showOrderLocations(db, PROVIDER, request.params.id, request.query.filter, config.secretKey);
    },
  );

  app.get(
    '/orders/:id/locations/:locationId/packing_sheet',
    {
      schema: {
        tags,
        summary: "One location's packing sheet (PDF): its address, pieces per size and people",
        params: locationParams,
      },
    },
    async (request, reply) => {
      requireProvider(request);
      const { pdf, fileName } = await packingSheetOf(
        db,
        request.params.id,
        request.params.locationId,
        config.timeZone,
      );
      return sendDownload(reply, { fileName, type: 'application/pdf', body: pdf });
    },
  );

  app.post(
    '/orders/:id/transition',
    { schema: { tags, params: uuidParams, body: transitionOrderBody, response: { 200: orderResponse } } },
    async (request) =>
      transitionOrder(db, requireProvider(request), request.params.id, request.body.to, config.secretKey, {
        beyondCreditLimit: request.body.beyond_credit_limit,
        reason: request.body.reason,
        publicUrl: config.publicUrl,
        timeZone: config.timeZone,
      }),
  );

  app.post(
    '/orders/:id/shipments',
    { schema: { tags, params: uuidParams, body: createShipmentBody, response: { 201: orderResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await shipOrder(db, requireProvider(request), request.params.id, request.body, config)),
  );

  app.put(
    '/orders/:id/order_items/:itemId',
    {
      schema: { tags, params: orderItemParams, body: updateOrderItemBody, response: { 200: orderResponse } },
    },
    async (request) => {
      requireProvider(request);
      return setLineFinishingDate(
        db,
        request.params.id,
        request.params.itemId,
        request.body.due_date,
        config.secretKey,
      );
    },
  );

  app.get(
    '/orders/:id/employee_products',
    {
      schema: {
        tags,
        params: uuidParams,
        querystring: employeeProductsQuery,
        response: { 200: employeeProductsResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return listEmployeeProducts(db, PROVIDER, request.params.id, request.query, true);
    },
  );

  app.put(
    '/orders/:id/employee_products/status',
    {
      schema: {
        tags,
        params: uuidParams,
        body: updateEmployeeProductsStatusBody,
        response: { 200: updateEmployeeProductsStatusResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return setEmployeeProductStatus(db, request.params.id, request.body);
    },
  );

  app.get(
    '/orders/:id/delivery_orders/:shipmentId',
    { schema: { tags, params: shipmentParams } },
    async (request, reply) => {
      requireProvider(request);
      const { pdf, fileName } = await deliveryOrderOf(
        db,
        PROVIDER,
        request.params.id,
        request.params.shipmentId,
        config.timeZone,
      );
      return sendDownload(reply, { fileName, type: 'application/pdf', body: pdf });
    },
  );
};
