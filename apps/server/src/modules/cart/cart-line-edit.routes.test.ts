import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kartItems } from '../../db/schema.ts';
import { TEST_FACES } from '../../test/builder-test-faces.ts';
import { createBuyer, createProduct, createSavedProduct, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
type Headers = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A buyer with a saved polo in the cart: sizes S-2XL, 2500 a piece (2200 from 50), 2XL +300, minimum 10. */
async function buyerWithLine(qtyOptions: Record<string, number> = { M: 8, '2XL': 2 }) {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const product = await createProduct(db, { minQty: 10 });
  const saved = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
  });
  const headers = await signIn(testApp.app, buyer.user.email);
  const added = await call('POST', '/api/kart_items', headers, {
    quote: { saved_product_id: saved.uuid, qty_options: qtyOptions },
  });
  expect(added.statusCode, added.body).toBe(201);
  const line = added.json().kart_item as { id: number; uuid: string; title: string };
  return { ...buyer, product, saved, headers, line };
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function cartLines(headers: Headers) {
  const cart = (await call('GET', '/api/kart_items', headers)).json();
  return cart.subkarts.flatMap((subkart: { items: unknown[] }) => subkart.items) as Array<{
    uuid: string;
    qty_options: Record<string, number>;
    total_qty: number;
    amount: number;
    apparel_color: string | null;
  }>;
}

describe('editing a cart line', () => {
  it('prices new quantities without saving them, then saves them re-priced by the server', async () => {
    const buyer = await buyerWithLine();
    const line = await call('GET', `/api/kart_items/${buyer.line.uuid}`, buyer.headers);
    expect(line.json().kart_item).toMatchObject({ sizes: ['S', 'M', 'L', 'XL', '2XL'], min_qty: 10 });

    const quantities = { S: 0, M: 40, L: 10, '2XL': 0 };
    const preview = await call('POST', `/api/kart_items/${buyer.line.uuid}/check_price`, buyer.headers, {
      qty_options: quantities,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // 50 pieces reach the 2200 tier; no 2XL, so no add-on.
    expect(preview.json().kart_item).toMatchObject({ total_qty: 50, unit_price: 2200, amount: 110000 });
    expect((await cartLines(buyer.headers))[0]).toMatchObject({ total_qty: 10, amount: 25600 });

    const saved = await call('PUT', `/api/kart_items/${buyer.line.uuid}`, buyer.headers, {
      qty_options: { ...quantities, unit_price: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(422);
    const updated = await call('PUT', `/api/kart_items/${buyer.line.uuid}`, buyer.headers, {
      qty_options: quantities,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().kart_item).toMatchObject({
      uuid: buyer.line.uuid,
      qty_options: { M: 40, L: 10 },
      qtys: 'M: 40, L: 10',
      amount: 110000,
    });
    const lines = await cartLines(buyer.headers);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ uuid: buyer.line.uuid, total_qty: 50, amount: 110000 });
  });

  it('refuses unknown sizes, fractions, negatives, nothing and a total under the minimum, changing nothing', async () => {
    const buyer = await buyerWithLine({ M: 12 });
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ M: 5 }, 'Minimum Order: 10 Units'],
      [{ M: 0 }, 'Enter a quantity for at least one size.'],
      [{ XXS: 20 }, 'Size XXS is not available.'],
      [{ M: 10.5 }, 'Quantity must be a whole number'],
      [{ M: -3 }, 'Quantity cannot be negative'],
      [{ M: '12' }, ''],
    ];
    for (const [quantities, message] of refusals) {
      for (const url of [
        `/api/kart_items/${buyer.line.uuid}`,
        `/api/kart_items/${buyer.line.uuid}/check_price`,
      ]) {
        const response = await call(url.endsWith('check_price') ? 'POST' : 'PUT', url, buyer.headers, {
          qty_options: quantities,
        });
        expect(response.statusCode, `${url} ${JSON.stringify(quantities)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        if (message) expect(response.json().errors.full_messages.join(' ')).toContain(message);
      }
    }
    expect((await cartLines(buyer.headers))[0]).toMatchObject({ qty_options: { M: 12 }, total_qty: 12 });
  });

  it('refuses to change the quantities of a line whose name list holds them', async () => {
    const buyer = await buyerWithLine({ M: 12 });
    await testApp.database.db
      .update(kartItems)
      .set({ employees: [{ staff_id: '001', name: 'Ana Lim', sex: 'female', size: 'M', qty: '12' }] })
      .where(eq(kartItems.id, buyer.line.id));
    const response = await call('PUT', `/api/kart_items/${buyer.line.uuid}`, buyer.headers, {
      qty_options: { M: 20 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'This line takes its quantities from its name list: use Edit design to change the name list.',
    );
    expect((await cartLines(buyer.headers))[0]).toMatchObject({ qty_options: { M: 12 } });
  });

  it("answers 404 to another company's user and to a colleague for the line, its price and its design", async () => {
    const buyer = await buyerWithLine();
    const stranger = await buyerWithLine();
    const colleague = await createUser(testApp.database.db, { companyId: buyer.company.id });
    const colleagueHeaders = await signIn(testApp.app, colleague.email);
    for (const headers of [stranger.headers, colleagueHeaders]) {
      const put = await call('PUT', `/api/kart_items/${buyer.line.uuid}`, headers, {
        qty_options: { M: 30 },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe('Cart item not found');
      const price = await call('POST', `/api/kart_items/${buyer.line.uuid}/check_price`, headers, {
        qty_options: { M: 30 },
      });
      expect(price.statusCode).toBe(404);
      expect((await call('GET', `/api/kart_items/${buyer.line.uuid}/design`, headers)).statusCode).toBe(404);
      const replace = await call('POST', '/api/kart_items', headers, {
        quote: {
          product_id: stranger.product.uuid,
          product_type: 'kart_items',
          item_uid: buyer.line.uuid,
          qty_options: { M: 30 },
        },
      });
      expect(replace.statusCode).toBe(404);
    }
    expect(await cartLines(buyer.headers)).toMatchObject([{ qty_options: { M: 8, '2XL': 2 } }]);
    expect(await cartLines(stranger.headers)).toHaveLength(1);
    expect(await cartLines(colleagueHeaders)).toHaveLength(0);
  });
});

describe('editing a cart line’s design in the builder', () => {
  it('opens the line’s placed artwork and, on Add to cart, keeps the new placement on the same line', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const headers = await signIn(testApp.app, buyer.user.email);
    const product = await createProduct(db, { faces: TEST_FACES });
    const form = new FormData();
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
      '<rect width="400" height="200" fill="#1f3a5f"/></svg>';
    form.append('file', new Blob([logo]), 'logo.svg');
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/artwork_files',
      headers,
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const artworkId = uploaded.json().data.uuid as string;
    const placed = (left: number) => ({
      artwork_id: artworkId,
      left,
      top: 200,
      width: 100,
      height: 50,
      width_cm: 20,
      height_cm: 10,
      finishing: 'screenprint',
      colors_count: 1,
      print_size: 'a5',
    });
    const quote = (left: number, extra = {}) => ({
      quote: {
        product_id: product.uuid,
        qty_options: { M: 5 },
        prints: { Front: { artworks: [placed(left)] } },
        ...extra,
      },
    });
    const added = await call('POST', '/api/kart_items', headers, quote(200));
    expect(added.statusCode, added.body).toBe(201);
    const uuid = added.json().kart_item.uuid as string;

    const opened = (await call('GET', `/api/kart_items/${uuid}/design`, headers)).json();
    expect(opened.product.user_options.prints.Front.artworks).toMatchObject([
      { left: 200, artwork: { uuid: artworkId } },
    ]);
    const replaced = await call(
      'POST',
      '/api/kart_items',
      headers,
      quote(240, { product_type: 'kart_items', item_uid: uuid }),
    );
    expect(replaced.statusCode, replaced.body).toBe(201);
    const reopened = (await call('GET', `/api/kart_items/${uuid}/design`, headers)).json();
    expect(reopened.product.user_options.prints.Front.artworks).toMatchObject([{ left: 240 }]);
    expect(await cartLines(headers)).toHaveLength(1);
  });

  it('opens the line’s own choices and replaces the line instead of adding one', async () => {
    const buyer = await buyerWithLine();
    const opened = await call('GET', `/api/kart_items/${buyer.line.uuid}/design`, buyer.headers);
    expect(opened.statusCode, opened.body).toBe(200);
    const { product } = opened.json();
    expect(product).toMatchObject({
      product_id: buyer.product.uuid,
      title: buyer.line.title,
      user_options: { qtys: { S: 0, M: 8, L: 0, XL: 0, '2XL': 2 }, mode: 'normal' },
    });

    const replaced = await call('POST', '/api/kart_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        product_type: 'kart_items',
        item_uid: buyer.line.uuid,
        qty_options: { L: 20 },
        variations: { apparel_color: 'Navy' },
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().kart_item).toMatchObject({ uuid: buyer.line.uuid, title: buyer.line.title });
    const lines = await cartLines(buyer.headers);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      uuid: buyer.line.uuid,
      qty_options: { L: 20 },
      apparel_color: 'Navy',
      amount: 50000,
    });

    const underMinimum = await call('POST', '/api/kart_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        product_type: 'kart_items',
        item_uid: buyer.line.uuid,
        qty_options: { L: 2 },
      },
    });
    expect(underMinimum.statusCode).toBe(422);
    expect((await cartLines(buyer.headers))[0]).toMatchObject({ qty_options: { L: 20 } });
  });
});
