import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, shippingServices } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createSavedProduct,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { KEY_REUSED_MESSAGE } from './idempotency.service.ts';

let testApp: TestApp;
type Headers = Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 0,
  });
});
afterAll(() => testApp.close());

/** A signed-in buyer with one polo in the cart, ready to check out. */
async function buyerWithCart() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const product = await createProduct(db);
  const savedProduct = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
  });
  const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
  const headers = await signIn(testApp.app, buyer.user.email);
  await addToCart(headers, savedProduct.uuid);
  const body = {
    team_id: buyer.team.id,
    ship_add_id: address.id,
    bill_add_id: address.id,
    reference: 'PO-7',
    status: 'order_pending',
  };
  return { ...buyer, savedProduct, headers, body };
}

async function addToCart(headers: Headers, savedProductUuid: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/kart_items',
    headers,
    payload: { quote: { saved_product_id: savedProductUuid, qty_options: { M: 10 } } },
  });
  expect(response.statusCode, response.body).toBe(201);
}

function checkout(headers: Headers, body: Record<string, unknown>, key?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload: body,
  });
}

async function ordersOf(userId: number) {
  return testApp.database.db.select().from(orders).where(eq(orders.userId, userId));
}

describe('checkout under an Idempotency-Key', () => {
  it('answers a retry with the original 201 body and makes one order', async () => {
    const buyer = await buyerWithCart();
    const key = randomUUID();
    const first = await checkout(buyer.headers, buyer.body, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await checkout(buyer.headers, buyer.body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('answers simultaneous retries of one key alike, with one order', async () => {
    const buyer = await buyerWithCart();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkout(buyer.headers, buyer.body, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().uuid)).size).toBe(1);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('keeps keys per user: the same key from another user checks out their own cart', async () => {
    const first = await buyerWithCart();
    const second = await buyerWithCart();
    const key = randomUUID();
    const mine = await checkout(first.headers, first.body, key);
    const theirs = await checkout(second.headers, second.body, key);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().uuid).not.toBe(mine.json().uuid);
    expect(await ordersOf(first.user.id)).toHaveLength(1);
    expect(await ordersOf(second.user.id)).toHaveLength(1);
  });

  it('refuses the same key with another body and writes nothing', async () => {
    const buyer = await buyerWithCart();
    const key = randomUUID();
    expect((await checkout(buyer.headers, buyer.body, key)).statusCode).toBe(201);
    await addToCart(buyer.headers, buyer.savedProduct.uuid);
    const reused = await checkout(buyer.headers, { ...buyer.body, reference: 'PO-8' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(KEY_REUSED_MESSAGE);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('leaves the key free after a refusal, so the corrected request goes through under it', async () => {
    const buyer = await buyerWithCart();
    const key = randomUUID();
    const refused = await checkout(buyer.headers, { ...buyer.body, reference: undefined }, key);
    expect(refused.statusCode).toBe(422);
    const keys = await testApp.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, buyer.user.id));
    expect(keys).toEqual([]);
    const corrected = await checkout(buyer.headers, { ...buyer.body, reference: undefined }, key);
    expect(corrected.statusCode).toBe(422);
    const placed = await checkout(buyer.headers, buyer.body, randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses a key that is not a uuid with 422 and writes nothing', async () => {
    const buyer = await buyerWithCart();
    for (const key of ['not-a-uuid', '', 'a'.repeat(500), '------------------------------------']) {
      const response = await checkout(buyer.headers, buyer.body, key);
      expect(response.statusCode, key).toBe(422);
    }
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
  });

  it('still checks out without a key, and a second submit finds the cart empty', async () => {
    const buyer = await buyerWithCart();
    expect((await checkout(buyer.headers, buyer.body)).statusCode).toBe(201);
    const again = await checkout(buyer.headers, buyer.body);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('There are no items in your cart yet.');
  });
});
