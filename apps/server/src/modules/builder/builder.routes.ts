import {
  builderResponse,
  createNameListBody,
  employeeProductsQuery,
  employeeProductsResponse,
  nameListResponse,
  nameListsResponse,
  quoteBody,
  quoteItemResponse,
} from '@livery/api-schemas/builder';
import { kartItemResponse } from '@livery/api-schemas/cart';
import { uuidParams } from '@livery/api-schemas/common';
import { savedProductResponse } from '@livery/api-schemas/saved-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import {
  addQuoteToCart,
  createNameList,
  createSavedProductFromBuilder,
  listEmployeeProducts,
  listNameLists,
  loadKartItemForBuilder,
  loadProductForBuilder,
  loadSavedProductForBuilder,
  overwriteSavedProductDesign,
  priceQuote,
} from './builder.service.ts';

/** A design carries one SVG per face (raster artwork embedded), so it may exceed the usual 1 MB body. */
const DESIGN_BODY_LIMIT = 24 * 1024 * 1024;

/** The product builder's calls (spec 02 section 7): load, price, save, add to cart, name lists. */
export const builderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, files: app.deps.files, secretKey: app.deps.config.secretKey };
  const tags = ['builder'];

  app.get(
    '/saved_products/:id',
    { schema: { tags, params: uuidParams, response: { 200: builderResponse } } },
    async (request) => loadSavedProductForBuilder(deps, requireCustomer(request), request.params.id),
  );

  app.get(
    '/products/:id',
    { schema: { tags, params: uuidParams, response: { 200: builderResponse } } },
    async (request) => loadProductForBuilder(deps, requireCustomer(request), request.params.id),
  );

  app.get(
    '/kart_items/:id/design',
    { schema: { tags, params: uuidParams, response: { 200: builderResponse } } },
    async (request) => loadKartItemForBuilder(deps, requireCustomer(request), request.params.id),
  );

  app.post(
    '/quote_items',
    { bodyLimit: DESIGN_BODY_LIMIT, schema: { tags, body: quoteBody, response: { 200: quoteItemResponse } } },
    async (request) => priceQuote(deps, requireCustomer(request), request.body.quote),
  );

  app.post(
    '/saved_products',
    {
      bodyLimit: DESIGN_BODY_LIMIT,
      schema: { tags, body: quoteBody, response: { 201: savedProductResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({
        saved_product: await createSavedProductFromBuilder(
          deps,
          requireCustomer(request),
          request.body.quote,
        ),
      }),
  );

  app.put(
    '/saved_products/:id/design',
    {
      bodyLimit: DESIGN_BODY_LIMIT,
      schema: { tags, params: uuidParams, body: quoteBody, response: { 200: savedProductResponse } },
    },
    async (request) => ({
      saved_product: await overwriteSavedProductDesign(
        deps,
        requireCustomer(request),
        request.params.id,
        request.body.quote,
      ),
    }),
  );

  app.post(
    '/kart_items',
    {
      bodyLimit: DESIGN_BODY_LIMIT,
      schema: { tags: ['cart'], body: quoteBody, response: { 201: kartItemResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ kart_item: await addQuoteToCart(deps, requireCustomer(request), request.body.quote) }),
  );

  app.get('/name_lists', { schema: { tags, response: { 200: nameListsResponse } } }, async (request) =>
    listNameLists(deps, requireCustomer(request)),
  );

  app.post(
    '/name_lists',
    { schema: { tags, body: createNameListBody, response: { 201: nameListResponse } } },
    async (request, reply) =>
      reply.status(201).send(await createNameList(deps, requireCustomer(request), request.body.name_list)),
  );

  app.get(
    '/employee_products',
    { schema: { tags, querystring: employeeProductsQuery, response: { 200: employeeProductsResponse } } },
    async (request) => listEmployeeProducts(deps, requireCustomer(request), request.query),
  );

  // Spec 03 section 7 names the same call with the item in the path.
  app.get(
    '/employee_products/:id',
    {
      schema: {
        tags,
        summary: "A saved product's or cart line's name list (id: its uuid), as GET /employee_products",
        params: uuidParams,
        querystring: employeeProductsQuery.pick({ model_name: true }),
        response: { 200: employeeProductsResponse },
      },
    },
    async (request) =>
      listEmployeeProducts(deps, requireCustomer(request), {
        item_uuid: request.params.id,
        model_name: request.query.model_name,
      }),
  );
};
