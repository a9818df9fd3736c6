import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { shippingServices, taxRates } from '../db/schema.ts';
import { createAddress, createBuyer, createProduct, createSavedProduct, signIn } from './factories.ts';

/** Singapore GST 9 % and free local delivery: what an order placed by `placeRosterOrder` needs. */
export async function allowSingaporeOrders(db: Database) {
  await db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  await db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 0,
  });
}

/** A signed-in buyer (plan as asked) with one saved polo in their team and a Singapore address. */
export async function buyerReadyToOrder(
  app: FastifyInstance,
  db: Database,
  values: { plan?: 'basic' | 'advanced' | 'premium'; productTitle?: string } = {},
) {
  const buyer = await createBuyer(db, { plan: values.plan });
  const product = await createProduct(db);
  const savedProduct = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
    title: values.productTitle ?? 'Front Desk Polo',
  });
  const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
  const headers = await signIn(app, buyer.user.email);
  return { ...buyer, product, savedProduct, address, headers };
}

type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;

/** Places an order through the API: the roster goes in as a bulk order of the buyer's polo, then checkout. */
export async function placeRosterOrder(
  app: FastifyInstance,
  buyer: Buyer,
  roster: Array<Record<string, string>>,
  savedProductUuid = buyer.savedProduct.uuid,
) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/kart_items/bulk_orders',
    headers: buyer.headers,
    payload: { quote: { mode: 'pro', data: [{ saved_product_id: savedProductUuid }], employees: roster } },
  });
  expect(added.statusCode, added.body).toBe(201);
  return checkOut(app, buyer);
}

/** Places an order of the buyer's polo in the sizes and quantities given, with no employee rows. */
export async function placeSizedOrder(
  app: FastifyInstance,
  buyer: Buyer,
  qtyOptions: Record<string, number>,
) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/kart_items/bulk_orders',
    headers: buyer.headers,
    payload: {
      quote: {
        mode: 'normal',
        data: [{ saved_product_id: buyer.savedProduct.uuid, qty_options: qtyOptions }],
      },
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  return checkOut(app, buyer);
}

async function checkOut(app: FastifyInstance, buyer: Buyer) {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      reference: 'PO-1',
      status: 'order_pending',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { uuid: string; uid: string };
}

/** The provider ships every piece of an order in one parcel, as the console's Ship form would. */
export async function shipEveryPiece(
  app: FastifyInstance,
  staffHeaders: Record<string, string>,
  orderUuid: string,
) {
  const detail = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderUuid}`,
    headers: staffHeaders,
  });
  expect(detail.statusCode, detail.body).toBe(200);
  const lines: Array<{ uuid: string; qty_options: Record<string, number> }> = detail
    .json()
    .items.flatMap((group: { items: unknown[] }) => group.items);
  const shipped = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderUuid}/shipments`,
    headers: staffHeaders,
    payload: {
      packages: [{ items: lines.map((line) => ({ order_item_id: line.uuid, qtys: line.qty_options })) }],
    },
  });
  expect(shipped.statusCode, shipped.body).toBe(201);
  return shipped.json();
}
