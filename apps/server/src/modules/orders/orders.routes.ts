import { reorderRosterResponse } from '@livery/api-schemas/bulk-orders';
import { idempotencyHeaders, messageBody, uuidParams } from '@livery/api-schemas/common';
import { ordersAwaitingApprovalResponse } from '@livery/api-schemas/order-approval';
import {
  addLocationBody,
  addLocationResponse,
  approveOrderResponse,
  createOrderBody,
  createOrderResponse,
  duplicatedOrder,
  employeeProductsQuery,
  employeeProductsResponse,
  itemEmployeeProductsResponse,
  jobItemResponse,
  orderLocationsResponse,
  orderLogsResponse,
  orderResponse,
  orderShareLinksResponse,
  ordersExportQuery,
  ordersHistoryQuery,
  ordersHistoryResponse,
  ordersOverviewResponse,
  ordersQuery,
  ordersResponse,
  removeLocationBody,
  rfidTagsResponse,
  sharedOrderQuery,
  sharedOrderResponse,
  shareLinkParams,
  shareOrderBody,
  showLocationQuery,
  updateOrderBody,
  updatePoNumberBody,
  updatePoNumberResponse,
} from '@livery/api-schemas/orders';
import { deliveryOrderLinkQuery, shipmentParams } from '@livery/api-schemas/shipments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import { duplicateOrder } from './duplicate-order.ts';
import { listEmployeeOrderHistory } from './employee-order-history.ts';
import { approveOrder, listOrdersAwaitingApproval } from './order-approval.service.ts';
import { getJobItem, listRfidTags } from './order-line-views.ts';
import { addOrderLocation, removeOrderLocation, showOrderLocations } from './order-locations.ts';
import {
  deliveryOrderByLink,
  deliveryOrderOf,
  exportEmployeeProducts,
  listEmployeeProducts,
  listItemEmployeeProducts,
  listOrderLogs,
} from './order-pipeline.service.ts';
import { createOrder, exportOrders, getOrder, listOrders } from './orders.service.ts';
import { getOrdersOverview } from './orders-overview.ts';
import { getReorderRoster } from './reorder-order.ts';
import { getSharedOrder, listShareLinks, revokeShareLink, shareOrder } from './share-order.ts';
import { setOrderPoNumber, updateOrderDetail } from './update-order-detail.ts';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const customerScope = (request: Parameters<typeof requireCustomer>[0]) => {
    const user = requireCustomer(request);
    return { kind: 'customer' as const, userId: user.id, companyId: user.companyId };
  };

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        headers: idempotencyHeaders,
        body: createOrderBody,
        response: { 201: createOrderResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createOrder(db, requireCustomer(request), request.body, {
          publicUrl: app.deps.config.publicUrl,
          timeZone: app.deps.config.timeZone,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );

  app.get(
    '/orders',
    { schema: { tags: ['orders'], querystring: ordersQuery, response: { 200: ordersResponse } } },
    async (request) => listOrders(db, requireCustomer(request), request.query, app.deps.config.secretKey),
  );

  // The list's Export (spec 03 section 2.2): the same filters without paging, streamed as it is read.
  for (const { path, format } of [
    { path: '/orders/export_csv', format: 'csv' },
    { path: '/orders/export.xlsx', format: 'xlsx' },
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['orders'],
          summary: `The orders the list shows under its filters, as ${format.toUpperCase()}`,
          querystring: ordersExportQuery,
        },
      },
      async (request, reply) => {
        const file = await exportOrders(
          db,
          requireCustomer(request),
          request.query,
          format,
          app.deps.config.timeZone,
        );
        return sendDownload(reply, { fileName: file.fileName, type: file.contentType, body: file.stream });
      },
    );
  }

  app.put(
    '/orders/:id/po_number',
    {
      schema: {
        tags: ['orders'],
        summary: "Sets or clears the order's purchase order number",
        params: uuidParams,
        body: updatePoNumberBody,
        response: { 200: updatePoNumberResponse },
      },
    },
    async (request) =>
      setOrderPoNumber(db, requireCustomer(request), request.params.id, request.body.po_number, {
        secretKey: app.deps.config.secretKey,
        publicUrl: app.deps.config.publicUrl,
      }),
  );

  app.get(
    '/orders/show_orders_history',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Orders found by the employees on them (advanced and premium plans; the plan-access plugin refuses basic)',
        querystring: ordersHistoryQuery,
        response: { 200: ordersHistoryResponse },
      },
    },
    async (request) =>
      listEmployeeOrderHistory(db, requireCustomer(request), request.query, app.deps.config.secretKey),
  );

  app.get(
    '/orders/overview',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The caller's orders counted by status (every status, 0 included) and the latest five, scoped like the list",
        response: { 200: ordersOverviewResponse },
      },
    },
    async (request) => getOrdersOverview(db, requireCustomer(request), app.deps.config.secretKey),
  );

  app.get(
    '/orders/:id',
    { schema: { tags: ['orders'], params: uuidParams, response: { 200: orderResponse } } },
    async (request) => getOrder(db, requireCustomer(request), request.params.id, app.deps.config.secretKey),
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's team, reference, PO number and e-mail for updates",
        params: uuidParams,
        body: updateOrderBody,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      updateOrderDetail(db, requireCustomer(request), request.params.id, request.body, {
        secretKey: app.deps.config.secretKey,
        publicUrl: app.deps.config.publicUrl,
      }),
  );

  app.post(
    '/orders/:id/duplicate_order',
    { schema: { tags: ['orders'], params: uuidParams, response: { 200: duplicatedOrder } } },
    async (request) => duplicateOrder(db, requireCustomer(request), request.params.id),
  );

  app.get(
    '/orders/:id/reorder_roster',
    { schema: { tags: ['orders'], params: uuidParams, response: { 200: reorderRosterResponse } } },
    async (request) => getReorderRoster(db, requireCustomer(request), request.params.id),
  );

  app.put(
    '/orders/:id/share_order',
    {
      schema: {
        tags: ['orders'],
        summary:
          'E-mails each address its own revocable, expiring read-only link of the order (429 past the per-sender or per-address limit)',
        params: uuidParams,
        headers: idempotencyHeaders,
        body: shareOrderBody,
        response: { 200: messageBody },
      },
    },
    async (request) =>
      shareOrder(db, requireCustomer(request), request.params.id, request.body.emails, {
        publicUrl: app.deps.config.publicUrl,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.get(
    '/orders/:id/share_links',
    {
      schema: {
        tags: ['orders'],
        summary: "Whom the order was shared with: each link's state and when it was opened",
        params: uuidParams,
        response: { 200: orderShareLinksResponse },
      },
    },
    async (request) => ({
      share_links: await listShareLinks(db, requireCustomer(request), request.params.id),
    }),
  );

  app.put(
    '/orders/:id/share_links/:link_id/revoke',
    {
      schema: {
        tags: ['orders'],
        summary: 'Stops a shared link: it opens the order no more',
        params: shareLinkParams,
        response: { 200: messageBody },
      },
    },
    async (request) =>
      revokeShareLink(db, requireCustomer(request), request.params.id, request.params.link_id),
  );

  app.get(
    '/shared_orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'A shared order, read-only, for whoever holds its signed link (no sign-in)',
        params: uuidParams,
        querystring: sharedOrderQuery,
        response: { 200: sharedOrderResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getSharedOrder(db, request.params.id, request.query, app.deps.config.secretKey);
    },
  );

  app.get(
    '/orders/awaiting_approval',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The orders waiting for the caller's approval (a person in charge): their count and the latest five",
        response: { 200: ordersAwaitingApprovalResponse },
      },
    },
    async (request) => listOrdersAwaitingApproval(db, requireCustomer(request)),
  );

  app.put(
    '/orders/:id/approve_order',
    { schema: { tags: ['orders'], params: uuidParams, response: { 200: approveOrderResponse } } },
    async (request) =>
      approveOrder(db, requireCustomer(request), request.params.id, app.deps.config.publicUrl),
  );

  app.get(
    '/orders/:id/employee_products',
    {
      schema: {
        tags: ['orders'],
        params: uuidParams,
        querystring: employeeProductsQuery,
        response: { 200: employeeProductsResponse },
      },
    },
    async (request) => listEmployeeProducts(db, customerScope(request), request.params.id, request.query),
  );

  app.get(
    '/orders/:id/employee_products/export.xlsx',
    { schema: { tags: ['orders'], summary: "The order's employees as a workbook", params: uuidParams } },
    async (request, reply) => {
      const file = await exportEmployeeProducts(db, customerScope(request), request.params.id);
      return sendDownload(reply, {
        fileName: file.fileName,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: file.bytes,
      });
    },
  );

  app.get(
    '/employee_products/:id/show_status',
    {
      schema: {
        tags: ['orders'],
        summary: "One order line's employees and their garments' statuses (id: the line's uuid)",
        params: uuidParams,
        response: { 200: itemEmployeeProductsResponse },
      },
    },
    async (request) => listItemEmployeeProducts(db, customerScope(request), request.params.id),
  );

  app.put(
    '/orders/:id/add_location',
    {
      schema: {
        tags: ['orders'],
        summary: 'Sends chosen employee garments (or pieces per size) of the order to a named address',
        params: uuidParams,
        body: addLocationBody,
        response: { 200: addLocationResponse },
      },
    },
    async (request) => addOrderLocation(db, requireCustomer(request), request.params.id, request.body),
  );

  app.delete(
    '/orders/:id/remove_location',
    {
      schema: {
        tags: ['orders'],
        summary: "Removes one of the order's locations; its pieces are unassigned again",
        params: uuidParams,
        body: removeLocationBody,
        response: { 200: messageBody },
      },
    },
    async (request) =>
      removeOrderLocation(db, requireCustomer(request), request.params.id, request.body.location_id),
  );

  app.get(
    '/employee_products/:id/show_location',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's locations and what is left to assign (id: the order's uuid)",
        params: uuidParams,
        querystring: showLocationQuery,
        response: { 200: orderLocationsResponse },
      },
    },
    async (request) =>
      showOrderLocations(
        db,
        customerScope(request),
        request.params.id,
        request.query.filter,
        app.deps.config.secretKey,
      ),
  );

  app.get(
    '/kart_items/:id/rfid_tags',
    {
      schema: {
        tags: ['orders'],
        summary: "An order line's RFID tags, one per employee garment (id: the line's uuid)",
        params: uuidParams,
        response: { 200: rfidTagsResponse },
      },
    },
    async (request) => listRfidTags(db, customerScope(request), request.params.id),
  );

  app.get(
    '/job_items/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "An order line as a production job, its garments counted by status (id: the line's uuid)",
        params: uuidParams,
        response: { 200: jobItemResponse },
      },
    },
    async (request) => getJobItem(db, customerScope(request), request.params.id),
  );

  app.get(
    '/employee_products/:id/get_logs',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's activity logs (id: the order's uuid)",
        params: uuidParams,
        response: { 200: orderLogsResponse },
      },
    },
    async (request) => listOrderLogs(db, customerScope(request), request.params.id),
  );

  app.get(
    '/orders/:id/delivery_orders/:shipmentId',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A parcel's delivery-order PDF: by its signed link (expires, token) without a session, like the invoice's, or with one",
        params: shipmentParams,
        querystring: deliveryOrderLinkQuery,
      },
    },
    async (request, reply) => {
      const { expires, token } = request.query;
      const { pdf, fileName } =
        expires !== undefined && token !== undefined
          ? await deliveryOrderByLink(
              db,
              app.deps.config.secretKey,
              {
                orderUuid: request.params.id,
                shipmentUuid: request.params.shipmentId,
                expires,
                token,
              },
              app.deps.config.timeZone,
            )
          : await deliveryOrderOf(
              db,
              customerScope(request),
              request.params.id,
              request.params.shipmentId,
              app.deps.config.timeZone,
            );
      return sendDownload(reply, { fileName, type: 'application/pdf', body: pdf });
    },
  );
};
