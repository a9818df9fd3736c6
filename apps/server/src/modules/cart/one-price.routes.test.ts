import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kartItems, savedProducts, shippingServices, taxRates } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createSavedProduct,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
type Headers = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  await testApp.database.db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 0,
  });
});
afterAll(() => testApp.close());

/** Screen print, A4, one colour: 220 cents a piece in the finishing table the migration loads. */
const FRONT_PRINT = {
  faces: {
    Front: {
      artworks: [
        {
          artwork_id: '00000000-0000-4000-8000-000000000001',
          left: 200,
          top: 240,
          width: 120,
          height: 80,
          angle: 0,
          width_cm: 21,
          height_cm: 14,
          finishing: 'screenprint' as const,
          colors_count: 1,
          print_size: 'a4' as const,
        },
      ],
    },
  },
};
const PRINT_PER_PIECE = 220;

/** A buyer with a designed polo (tiers 2500/2200/1900 at 1/50/100, 2XL +300) and a Singapore address. */
async function buyerWithDesignedPolo() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const product = await createProduct(db);
  const saved = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
  });
  await db.update(savedProducts).set({ design: FRONT_PRINT }).where(eq(savedProducts.id, saved.id));
  const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
  const headers = await signIn(testApp.app, buyer.user.email);
  return { ...buyer, saved, address, headers };
}

function checkPrice(headers: Headers, savedUuid: string, qtyOptions: Record<string, number>) {
  const qty = encodeURIComponent(JSON.stringify(qtyOptions));
  return testApp.app.inject({
    method: 'GET',
    url: `/api/kart_items/check_price?product_id=${savedUuid}&qty_options=${qty}`,
    headers,
  });
}

function addToCart(headers: Headers, savedUuid: string, qtyOptions: Record<string, number>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/kart_items',
    headers,
    payload: { quote: { saved_product_id: savedUuid, qty_options: qtyOptions } },
  });
}

function getCart(headers: Headers) {
  return testApp.app.inject({ method: 'GET', url: '/api/kart_items', headers });
}

describe('one price for a designed product', () => {
  it('estimates a quick add with its printing, exactly as the cart then charges it', async () => {
    const buyer = await buyerWithDesignedPolo();
    const estimate = await checkPrice(buyer.headers, buyer.saved.uuid, { M: 8, '2XL': 2 });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json()).toMatchObject({
      total_qty: 10,
      unit_price: 2500,
      size_addons: 600,
      printing_per_piece: PRINT_PER_PIECE,
      amount: 2500 * 10 + 600 + PRINT_PER_PIECE * 10,
      currency: 'SGD',
    });
    expect((await addToCart(buyer.headers, buyer.saved.uuid, { M: 8, '2XL': 2 })).statusCode).toBe(201);
    const [line] = (await getCart(buyer.headers)).json().subkarts[0].items;
    expect(line.amount).toBe(estimate.json().amount);
  });

  it('pools two lines of one product (31 + 36) from estimate to cart to order total', async () => {
    const buyer = await buyerWithDesignedPolo();
    expect((await addToCart(buyer.headers, buyer.saved.uuid, { M: 31 })).statusCode).toBe(201);

    // The second line is estimated as it will be in the cart: 67 pieces reach the 50-piece tier.
    const estimate = (await checkPrice(buyer.headers, buyer.saved.uuid, { L: 36 })).json();
    expect(estimate).toMatchObject({ total_qty: 36, pooled_qty: 67, unit_price: 2200 });
    expect(estimate.amount).toBe(36 * (2200 + PRINT_PER_PIECE));
    expect((await addToCart(buyer.headers, buyer.saved.uuid, { L: 36 })).statusCode).toBe(201);

    const cart = (await getCart(buyer.headers)).json();
    const lines = cart.subkarts[0].items;
    expect(lines.map((line: { amount: number }) => line.amount).sort()).toEqual(
      [31 * (2200 + PRINT_PER_PIECE), 36 * (2200 + PRINT_PER_PIECE)].sort(),
    );
    expect(lines.find((line: { total_qty: number }) => line.total_qty === 36).amount).toBe(estimate.amount);
    expect(cart.kart.subtotal).toBe(67 * (2200 + PRINT_PER_PIECE));

    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        status: 'order_pending',
        team_id: buyer.team.id,
        ship_add_id: buyer.address.id,
        bill_add_id: buyer.address.id,
        reference: 'PO-67',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.json().uuid}`,
        headers: buyer.headers,
      })
    ).json();
    expect(order.order.subtotal).toBe(cart.kart.subtotal);
    expect(order.order.total).toBe(cart.kart.total);
    expect(order.order.currency).toBe('SGD');
    expect(order.items[0].items.map((item: { unit_price: number }) => item.unit_price)).toEqual([2200, 2200]);
  });

  it('tells how many more pieces reach the next price break', async () => {
    const buyer = await buyerWithDesignedPolo();
    await addToCart(buyer.headers, buyer.saved.uuid, { M: 20 });
    await addToCart(buyer.headers, buyer.saved.uuid, { S: 22 });
    const [line] = (await getCart(buyer.headers)).json().subkarts[0].items;
    expect(line.next_break).toEqual({ add_pieces: 8, unit_price: 2200 });
  });

  it('prices one cart line on its own page at the pooled tier', async () => {
    const buyer = await buyerWithDesignedPolo();
    await addToCart(buyer.headers, buyer.saved.uuid, { M: 31 });
    await addToCart(buyer.headers, buyer.saved.uuid, { L: 36 });
    const [line] = (await getCart(buyer.headers)).json().subkarts[0].items;
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/kart_items/${line.uuid}`,
      headers: buyer.headers,
    });
    expect(page.json().kart_item).toMatchObject({ unit_price: 2200, pooled_qty: 67, amount: line.amount });
  });
});

describe('currencies in one cart', () => {
  it('shows the currency code of the cart', async () => {
    const buyer = await buyerWithDesignedPolo();
    await addToCart(buyer.headers, buyer.saved.uuid, { M: 1 });
    const cart = (await getCart(buyer.headers)).json();
    expect(cart.kart.currency).toBe('SGD');
    expect(cart.subkarts[0].items[0].currency).toBe('SGD');
  });

  it('refuses a line in another currency than the cart holds and writes nothing', async () => {
    const buyer = await buyerWithDesignedPolo();
    const { db } = testApp.database;
    await addToCart(buyer.headers, buyer.saved.uuid, { M: 1 });
    const australian = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      teamId: buyer.team.id,
      productId: (await createProduct(db, { currency: 'AUD', originCountry: 'AU' })).id,
    });
    const refused = await addToCart(buyer.headers, australian.uuid, { M: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.full_messages).toEqual([
      'Your cart holds SGD items. Check them out or remove them before adding AUD items.',
    ]);
    const rows = await db.select().from(kartItems).where(eq(kartItems.userId, buyer.user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('prices shown before the cart', () => {
  it('answers the design’s printing per piece with each saved product, for its tile range', async () => {
    const buyer = await buyerWithDesignedPolo();
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved_products',
      headers: buyer.headers,
    });
    const [product] = list.json().saved_products;
    expect(product).toMatchObject({ printing_per_piece: PRINT_PER_PIECE, currency: 'SGD' });
  });

  it('lists garment, printing and price per piece at each tier in the price list CSV', async () => {
    const buyer = await buyerWithDesignedPolo();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/${buyer.saved.uuid}/price_list.csv`,
      headers: buyer.headers,
    });
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain('Garment,Printing per piece,Price per piece');
    expect(rows[2]).toContain('50 - 99,SGD 22.00,SGD 2.20,SGD 24.20');
  });
});
