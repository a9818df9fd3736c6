import multipart from '@fastify/multipart';
import {
  adminProductResponse,
  adminProductsQuery,
  adminProductsResponse,
  catalogueImageResponse,
  companyIdParams,
  customerCompaniesResponse,
  finishingKeyParams,
  finishingMethodBody,
  finishingMethodResponse,
  finishingsResponse,
  productBody,
  recommendedProductsBody,
  recommendedProductsResponse,
  removeProductResponse,
} from '@livery/api-schemas/catalogue';
import { uuidParams } from '@livery/api-schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../errors.ts';
import { requireProvider } from '../../plugins/authentication.ts';
import { detectFileType } from '../../storage/file-type.ts';
import {
  createCatalogueProduct,
  getCatalogueProduct,
  listCatalogueProducts,
  listCustomerCompanies,
  listFinishings,
  listRecommendedForCompany,
  removeCatalogueProduct,
  replaceRecommendedForCompany,
  saveCatalogueImage,
  updateCatalogueProduct,
  updateFinishingMethod,
} from './catalogue.service.ts';

/** Largest product picture accepted: templates and photos are drawings or web-sized photos. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The provider console's catalogue calls, under /api/admin: products, pictures, finishings, recommendations. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, config } = app.deps;
  const secretKey = config.secretKey;
  // Another module may already have registered multipart app-wide; registering it twice would fail to boot.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const tags = ['provider console'];

  app.get(
    '/products',
    { schema: { tags, querystring: adminProductsQuery, response: { 200: adminProductsResponse } } },
    async (request) => {
      requireProvider(request);
      return listCatalogueProducts(db, secretKey, request.query);
    },
  );

  app.get(
    '/products/:id',
    { schema: { tags, params: uuidParams, response: { 200: adminProductResponse } } },
    async (request) => {
      requireProvider(request);
      return getCatalogueProduct(db, secretKey, request.params.id);
    },
  );

  app.post(
    '/products',
    { schema: { tags, body: productBody, response: { 201: adminProductResponse } } },
    async (request, reply) => {
      requireProvider(request);
      return reply.status(201).send(await createCatalogueProduct(db, secretKey, request.body));
    },
  );

  app.put(
    '/products/:id',
    { schema: { tags, params: uuidParams, body: productBody, response: { 200: adminProductResponse } } },
    async (request) => {
      requireProvider(request);
      return updateCatalogueProduct(db, secretKey, request.params.id, request.body);
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags, params: uuidParams, response: { 200: removeProductResponse } } },
    async (request) => {
      requireProvider(request);
      return removeCatalogueProduct(db, request.params.id);
    },
  );

  app.post(
    '/catalogue_images',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: catalogueImageResponse } } },
    async (request, reply) => {
      requireProvider(request);
      if (!request.isMultipart()) throw unprocessable(['Choose a picture to upload']);
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
      if (!file) throw unprocessable(['Choose a picture to upload']);
      const bytes = await file.toBuffer();
      return reply.status(201).send(await saveCatalogueImage(files, secretKey, detectFileType(bytes), bytes));
    },
  );

  app.get(
    '/finishing_methods',
    { schema: { tags, response: { 200: finishingsResponse } } },
    async (request) => {
      requireProvider(request);
      return listFinishings(db);
    },
  );

  app.put(
    '/finishing_methods/:key',
    {
      schema: {
        tags,
        params: finishingKeyParams,
        body: finishingMethodBody,
        response: { 200: finishingMethodResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return updateFinishingMethod(db, request.params.key, request.body);
    },
  );

  app.get(
    '/customer_companies',
    { schema: { tags, response: { 200: customerCompaniesResponse } } },
    async (request) => {
      requireProvider(request);
      return listCustomerCompanies(db);
    },
  );

  app.get(
    '/customer_companies/:id/recommended_products',
    { schema: { tags, params: companyIdParams, response: { 200: recommendedProductsResponse } } },
    async (request) => {
      requireProvider(request);
      return listRecommendedForCompany(db, secretKey, request.params.id);
    },
  );

  app.put(
    '/customer_companies/:id/recommended_products',
    {
      schema: {
        tags,
        params: companyIdParams,
        body: recommendedProductsBody,
        response: { 200: recommendedProductsResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return replaceRecommendedForCompany(db, secretKey, request.params.id, request.body);
    },
  );
};
