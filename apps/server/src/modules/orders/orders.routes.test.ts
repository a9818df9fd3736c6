import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingServices, taxRates } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createCompany,
  createProduct,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
type Headers = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  // Local delivery is free, so these totals are the lines' and GST only.
  await testApp.database.db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 0,
  });
});
afterAll(() => testApp.close());

/** A buyer with a saved polo (tiers 2500/2200/1900 cents, 2XL +300) and a Singapore address. */
async function buyerWithProduct() {
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
  return { ...buyer, savedProduct, address, headers };
}

function addToCart(
  headers: Headers,
  savedProductUuid: string,
  qtyOptions: Record<string, unknown>,
  extra = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/kart_items',
    headers,
    payload: { quote: { saved_product_id: savedProductUuid, qty_options: qtyOptions, ...extra } },
  });
}

function checkout(headers: Headers, body: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/orders', headers, payload: body });
}

describe('the cart', () => {
  it('prices a line from the catalogue tiers and size add-ons, whatever the client sends', async () => {
    const buyer = await buyerWithProduct();
    const response = await addToCart(
      buyer.headers,
      buyer.savedProduct.uuid,
      { M: 40, '2XL': 10 },
      { unit_price: 1, amount: 1, price: 1 },
    );
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json().kart_item;
    // 50 pieces reach the 50 tier (2200); 10 x 2XL add 300 each.
    expect(item).toMatchObject({
      total_qty: 50,
      unit_price: 2200,
      surcharge: 3000,
      amount: 50 * 2200 + 3000,
    });
    expect(item.qtys).toBe('M: 40, 2XL: 10');
  });

  it('shows subtotal, GST at the destination rate and total, and counts lines in the badge', async () => {
    const buyer = await buyerWithProduct();
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${buyer.user.id}`,
      headers: buyer.headers,
      payload: { ship_add_id: buyer.address.id },
    });
    await addToCart(buyer.headers, buyer.savedProduct.uuid, { S: 10 });
    const cart = (
      await testApp.app.inject({ method: 'GET', url: '/api/kart_items', headers: buyer.headers })
    ).json();
    expect(cart.subkarts).toHaveLength(1);
    expect(cart.subkarts[0].name).toBe('Singapore');
    expect(cart.kart).toMatchObject({ subtotal: 25000, gst_rate: 9, gst: 2250, total: 27250 });
    const qty = await testApp.app.inject({ method: 'GET', url: '/api/cart/get_qty', headers: buyer.headers });
    expect(qty.json()).toEqual({ qty: 1 });
  });

  it('refuses negative, fractional and unknown-size quantities with 422 and adds nothing', async () => {
    const buyer = await buyerWithProduct();
    for (const qtyOptions of [{ M: -1 }, { M: 1.5 }, { M: 'ten' }, { XXXXL: 5 }, { M: 0 }]) {
      const response = await addToCart(buyer.headers, buyer.savedProduct.uuid, qtyOptions);
      expect(response.statusCode, JSON.stringify(qtyOptions)).toBe(422);
      expect(response.json().errors.full_messages.length).toBeGreaterThan(0);
    }
    const qty = await testApp.app.inject({ method: 'GET', url: '/api/cart/get_qty', headers: buyer.headers });
    expect(qty.json()).toEqual({ qty: 0 });
  });

  it("answers 404 for another company's saved product and cart item", async () => {
    const buyer = await buyerWithProduct();
    const other = await buyerWithProduct();
    expect((await addToCart(buyer.headers, other.savedProduct.uuid, { M: 10 })).statusCode).toBe(404);
    const theirs = (await addToCart(other.headers, other.savedProduct.uuid, { M: 10 })).json().kart_item;
    const remove = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/kart_items',
      headers: buyer.headers,
      payload: { id: theirs.uuid },
    });
    expect(remove.statusCode).toBe(404);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/kart_items/${theirs.uuid}`,
      headers: buyer.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/kart_items' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });
});

describe('checkout and orders', () => {
  it('creates a pending order with server-computed totals and empties the cart', async () => {
    const buyer = await buyerWithProduct();
    await addToCart(buyer.headers, buyer.savedProduct.uuid, { S: 10, '2XL': 2 });
    const response = await checkout(buyer.headers, {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      reference: 'PO-1',
      status: 'order_pending',
      total: 1,
      subtotal: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json();
    expect(placed.redirect_url).toBe(`/orders/${placed.uuid}`);
    expect(placed.uid).toMatch(/^LV-\d{4}-\d{6}$/);

    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.uuid}`,
      headers: buyer.headers,
    });
    const { order, items, logs } = detail.json();
    // 12 pieces at the 1-49 tier (2500) + 2 x 300 add-on = 30600; GST 9% = 2754.
    expect(order).toMatchObject({
      order_status: 'order_pending',
      subtotal: 30600,
      gst_rate: 9,
      gst: 2754,
      total: 33354,
    });
    expect(order.shipadd.country_name).toBe('Singapore');
    expect(items[0].items[0]).toMatchObject({ total_qty: 12, amount: 30600, qtys: 'S: 10, 2XL: 2' });
    expect(logs[0].title).toBe('Order placed');

    const list = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: buyer.headers });
    expect(list.json().orders.map((o: { uuid: string }) => o.uuid)).toContain(placed.uuid);
    expect(list.json().meta).toMatchObject({ current_page: 1, total_count: 1 });
    const qty = await testApp.app.inject({ method: 'GET', url: '/api/cart/get_qty', headers: buyer.headers });
    expect(qty.json()).toEqual({ qty: 0 });
  });

  it('asks for a PO reference unless a quote is requested, and keeps the cart', async () => {
    const buyer = await buyerWithProduct();
    await addToCart(buyer.headers, buyer.savedProduct.uuid, { M: 10 });
    const base = { team_id: buyer.team.id, ship_add_id: buyer.address.id, bill_add_id: buyer.address.id };
    const refused = await checkout(buyer.headers, { ...base, status: 'order_pending' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Enter a PO reference (NA if not applicable)');
    const quote = await checkout(buyer.headers, { ...base, status: 'order_quotes' });
    expect(quote.statusCode, quote.body).toBe(201);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: quote.json().redirect_url.replace('/orders', '/api/orders'),
      headers: buyer.headers,
    });
    expect(detail.json().order.order_status).toBe('order_quotes');
  });

  it("refuses another company's team and answers 404 for its address", async () => {
    const buyer = await buyerWithProduct();
    const other = await buyerWithProduct();
    await addToCart(buyer.headers, buyer.savedProduct.uuid, { M: 10 });
    const base = { reference: 'PO', status: 'order_pending' };
    const foreignTeam = await checkout(buyer.headers, {
      ...base,
      team_id: other.team.id,
      bill_add_id: buyer.address.id,
    });
    expect(foreignTeam.json().message).toBe('Select a team');
    const foreignAddress = await checkout(buyer.headers, {
      ...base,
      team_id: buyer.team.id,
      bill_add_id: other.address.id,
    });
    expect(foreignAddress.statusCode).toBe(404);
    expect(foreignAddress.json().message).toBe('Address not found');
  });

  it('makes exactly one order from twenty parallel submits of one cart', async () => {
    const buyer = await buyerWithProduct();
    await addToCart(buyer.headers, buyer.savedProduct.uuid, { M: 10 });
    const body = {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      reference: 'PO-9',
      status: 'order_pending',
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(buyer.headers, body)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: buyer.headers });
    expect(list.json().meta.total_count).toBe(1);
  });

  it("answers 404 to another company's user asking for the order", async () => {
    const buyer = await buyerWithProduct();
    await addToCart(buyer.headers, buyer.savedProduct.uuid, { M: 10 });
    const { uuid } = (
      await checkout(buyer.headers, {
        team_id: buyer.team.id,
        ship_add_id: buyer.address.id,
        bill_add_id: buyer.address.id,
        reference: 'X',
        status: 'order_pending',
      })
    ).json();
    const other = await buyerWithProduct();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${uuid}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Order not found',
      errors: { full_messages: ['Order not found'] },
    });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/orders', headers: other.headers });
    expect(list.json().meta.total_count).toBe(0);
  });

  it('lets provider staff approve a pending order, and the buyer then sees it approved', async () => {
    const { db } = testApp.database;
    const buyer = await buyerWithProduct();
    await addToCart(buyer.headers, buyer.savedProduct.uuid, { M: 10 });
    const { uuid } = (
      await checkout(buyer.headers, {
        team_id: buyer.team.id,
        ship_add_id: buyer.address.id,
        bill_add_id: buyer.address.id,
        reference: 'A',
        status: 'order_pending',
      })
    ).json();

    const provider = await createCompany(db, { name: 'Provider' });
    const staff = await createUser(db, { companyId: provider.id, role: 'provider' });
    const staffHeaders = await signIn(testApp.app, staff.email);

    const queue = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=order_pending',
      headers: staffHeaders,
    });
    expect(queue.json().orders.map((o: { uuid: string }) => o.uuid)).toContain(uuid);

    const skip = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${uuid}/transition`,
      headers: staffHeaders,
      payload: { to: 'order_shipped' },
    });
    expect(skip.statusCode).toBe(409);

    const approve = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${uuid}/transition`,
      headers: staffHeaders,
      payload: { to: 'order_approved' },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    const seen = (
      await testApp.app.inject({ method: 'GET', url: `/api/orders/${uuid}`, headers: buyer.headers })
    ).json();
    expect(seen.order.order_status).toBe('order_approved');
    expect(seen.order.approved_at).not.toBeNull();
    expect(seen.logs[0].title).toBe('Order Approved');
  });

  it('hides the provider console from customers', async () => {
    const buyer = await buyerWithProduct();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('duplicating an order', () => {
  it("puts the order's lines back into the cart at today's prices; another company's user gets 404", async () => {
    const buyer = await buyerWithProduct();
    expect((await addToCart(buyer.headers, buyer.savedProduct.uuid, { M: 40, '2XL': 10 })).statusCode).toBe(
      201,
    );
    const placed = await checkout(buyer.headers, {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      reference: 'PO-DUP',
      status: 'order_pending',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { uuid } = placed.json();
    const emptied = await testApp.app.inject({
      method: 'GET',
      url: '/api/kart_items',
      headers: buyer.headers,
    });
    expect(emptied.json().subkarts).toEqual([]);

    const stranger = await buyerWithProduct();
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/duplicate_order`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const duplicated = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/duplicate_order`,
      headers: buyer.headers,
    });
    expect(duplicated.statusCode, duplicated.body).toBe(200);
    expect(duplicated.json()).toEqual({ message: 'Duplicated!', added: 1, skipped: [] });
    const cart = (
      await testApp.app.inject({ method: 'GET', url: '/api/kart_items', headers: buyer.headers })
    ).json();
    const [line] = [
      ...cart.subkarts.flatMap((subkart: { items: unknown[] }) => subkart.items),
      ...cart.unavail_items,
    ];
    expect(line).toMatchObject({ qty_options: { M: 40, '2XL': 10 }, total_qty: 50, unit_price: 2200 });
  });
});
