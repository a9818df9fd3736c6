import { messageBody, uuidParams } from '@livery/api-schemas/common';
import {
  bulkRemoveSavedProductsBody,
  checkPriceQuery,
  checkPriceResponse,
  convertSavedProductsBody,
  convertSavedProductsResponse,
  deleteSavedProductBody,
  priceListQuery,
  recommendedProductsResponse,
  savedProductsQuery,
  savedProductsResponse,
  shareSavedProductBody,
  shareSavedProductResponse,
  updateSavedProductBody,
  updateSavedProductResponse,
} from '@livery/api-schemas/saved-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import {
  buildPriceListCsv,
  buildPriceListPdf,
  bulkRemoveSavedProducts,
  checkSavedProductPrice,
  convertSavedProducts,
  deleteSavedProduct,
  listRecommendedProducts,
  listSavedProducts,
  shareSavedProduct,
  updateSavedProduct,
} from './saved-products.service.ts';

const PRICE_LIST_PDF_NAME = 'mf-products-price-list.pdf';

export const savedProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { secretKey } = app.deps.config;
  const tags = ['saved products'];

  app.put(
    '/saved_products/:id',
    {
      schema: {
        tags,
        params: uuidParams,
        body: updateSavedProductBody,
        response: { 200: updateSavedProductResponse },
      },
    },
    async (request) => ({
      message: 'Updated!',
      saved_product: await updateSavedProduct(
        db,
        secretKey,
        requireCustomer(request),
        request.params.id,
        request.body.saved_product,
      ),
    }),
  );

  app.delete(
    '/saved_products',
    { schema: { tags, body: deleteSavedProductBody, response: { 200: messageBody } } },
    async (request) => {
      await deleteSavedProduct(db, requireCustomer(request), request.body.id);
      return { message: 'Deleted!' };
    },
  );

  app.delete(
    '/saved_products/bulk_remove',
    { schema: { tags, body: bulkRemoveSavedProductsBody, response: { 200: messageBody } } },
    async (request) => {
      await bulkRemoveSavedProducts(db, requireCustomer(request), request.body.ids);
      return { message: 'Deleted!' };
    },
  );

  app.put(
    '/saved_products/:id/share',
    {
      schema: {
        tags,
        params: uuidParams,
        body: shareSavedProductBody,
        response: { 200: shareSavedProductResponse },
      },
    },
    async (request) => {
      const isShared = request.body?.is_shared ?? true;
      const product = await shareSavedProduct(
        db,
        secretKey,
        requireCustomer(request),
        request.params.id,
        isShared,
      );
      return { message: isShared ? 'Shared!' : 'Unshared!', saved_product: product };
    },
  );

  app.get(
    '/saved_products/get_recommended_products',
    { schema: { tags, response: { 200: recommendedProductsResponse } } },
    async (request) => ({
      recommended_products: await listRecommendedProducts(db, secretKey, requireCustomer(request)),
    }),
  );

  app.post(
    '/saved_products/convert_saved_products',
    { schema: { tags, body: convertSavedProductsBody, response: { 201: convertSavedProductsResponse } } },
    async (request, reply) => {
      const saved = await convertSavedProducts(db, secretKey, requireCustomer(request), request.body.ids);
      return reply.status(201).send({ message: 'Product Saved!', saved_products: saved });
    },
  );

  app.get(
    '/kart_items/check_price',
    { schema: { tags, querystring: checkPriceQuery, response: { 200: checkPriceResponse } } },
    async (request) => checkSavedProductPrice(db, requireCustomer(request), request.query),
  );

  app.get(
    '/saved_products/price_list.pdf',
    { schema: { tags, querystring: priceListQuery } },
    async (request, reply) => {
      const pdf = await buildPriceListPdf(
        db,
        requireCustomer(request),
        request.query.ids,
        app.deps.config.timeZone,
      );
      return sendDownload(reply, { fileName: PRICE_LIST_PDF_NAME, type: 'application/pdf', body: pdf });
    },
  );

  app.get(
    '/saved_products/:id/price_list.csv',
    { schema: { tags, params: uuidParams } },
    async (request, reply) => {
      const csv = await buildPriceListCsv(db, requireCustomer(request), request.params.id);
      return sendDownload(reply, {
        fileName: `${csv.title.replace(/\.+$/, '')}.csv`,
        type: 'text/csv; charset=utf-8',
        body: `\uFEFF${csv.text}`,
      });
    },
  );

  app.get(
    '/saved_products',
    {
      schema: {
        tags: ['saved products'],
        querystring: savedProductsQuery,
        response: { 200: savedProductsResponse },
      },
    },
    async (request) => listSavedProducts(db, secretKey, requireCustomer(request), request.query),
  );
};
