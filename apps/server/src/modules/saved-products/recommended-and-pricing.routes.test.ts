import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { savedProducts } from '../../db/schema.ts';
import {
  createBuyer,
  createProduct,
  createSavedProduct,
  recommendProducts,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const EIGHT_COLOURS = ['White', 'Navy', 'Black', 'Red', 'Green', 'Grey', 'Sand', 'Sky'].map(
  (title, index) => ({
    value: `#00000${index}`,
    title,
  }),
);

describe('recommended products', () => {
  it('lists the products recommended to the company with their price range and whether they are saved', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const polo = await createProduct(db, { title: 'Recommended Polo', colors: EIGHT_COLOURS });
    const tee = await createProduct(db, { title: 'Recommended Tee' });
    const archived = await createProduct(db, { title: 'Old Cap', isActive: false });
    const notForUs = await createProduct(db, { title: 'Elsewhere' });
    await recommendProducts(db, buyer.company.id, [polo.id, tee.id, archived.id]);
    const other = await createBuyer(db);
    await recommendProducts(db, other.company.id, [notForUs.id]);
    await createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id, productId: tee.id });

    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved_products/get_recommended_products',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().recommended_products;
    expect(list.map((p: { title: string }) => p.title)).toEqual(['Recommended Polo', 'Recommended Tee']);
    expect(list[0]).toMatchObject({
      id: polo.uuid,
      sku: polo.sku,
      price_range: { min: 1900, max: 2800 },
      is_saved: false,
      min_qty: 1,
    });
    expect(list[0].colors).toHaveLength(8);
    expect(list[1].is_saved).toBe(true);
  });

  it('answers an empty list when nothing is recommended', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved_products/get_recommended_products',
      headers,
    });
    expect(response.json()).toEqual({ recommended_products: [] });
  });

  it("saves recommended products into the user's default team, marked as converted", async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const kitchen = await insertTeam(db, {
      companyId: buyer.company.id,
      name: 'Kitchen',
      creatorId: buyer.user.id,
      isDefaultFor: [buyer.user.id],
    });
    const polo = await createProduct(db, { title: 'Recommended Polo' });
    const tee = await createProduct(db, { title: 'Recommended Tee' });
    await recommendProducts(db, buyer.company.id, [polo.id, tee.id]);
    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/saved_products/convert_saved_products',
      headers,
      payload: { ids: [polo.uuid, tee.uuid] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json().saved_products;
    expect(saved.map((p: { title: string }) => p.title).sort()).toEqual([
      'Recommended Polo',
      'Recommended Tee',
    ]);
    expect(saved[0]).toMatchObject({ team_id: kitchen.id, is_converted: true, apparel_color: 'White' });
    expect(saved.map((p: { sku: string }) => p.sku).sort()).toEqual([polo.sku, tee.sku].sort());
  });

  it("refuses one already saved with 'This Product's Already In Your Products' and saves none", async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const polo = await createProduct(db);
    const tee = await createProduct(db);
    await recommendProducts(db, buyer.company.id, [polo.id, tee.id]);
    await createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id, productId: tee.id });
    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/saved_products/convert_saved_products',
      headers,
      payload: { ids: [polo.uuid, tee.uuid] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("This Product's Already In Your Products");
    const kept = await db.select().from(savedProducts).where(eq(savedProducts.companyId, buyer.company.id));
    expect(kept).toHaveLength(1);
  });

  it('answers 404 for a product not recommended to the company', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const other = await createBuyer(db);
    const theirs = await createProduct(db);
    await recommendProducts(db, other.company.id, [theirs.id]);
    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/saved_products/convert_saved_products',
      headers,
      payload: { ids: [theirs.uuid] },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('checking a price', () => {
  async function designedProduct() {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const saved = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      teamId: buyer.team.id,
    });
    await db
      .update(savedProducts)
      .set({
        design: {
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
                  finishing: 'screenprint',
                  colors_count: 1,
                  print_size: 'a4',
                },
              ],
            },
          },
        },
      })
      .where(eq(savedProducts.id, saved.id));
    const headers = await signIn(testApp.app, buyer.user.email);
    return { saved, headers };
  }

  it('prices the saved product from its tiers, size add-ons and its design, ignoring any client price', async () => {
    const { saved, headers } = await designedProduct();
    const qty = encodeURIComponent(JSON.stringify({ M: 10, '2XL': 2 }));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/kart_items/check_price?product_id=${saved.uuid}&qty_options=${qty}&mode=normal&unit_price=1&amount=1`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    // 12 pieces at the first tier (2500), 2 x 300 for 2XL, screen print A4 one colour 220 on each piece.
    expect(response.json()).toEqual({
      amount: 2500 * 12 + 600 + 220 * 12,
      unit_price: 2500,
      size_addons: 600,
      printing_per_piece: 220,
      surcharge: 600 + 220 * 12,
      total_qty: 12,
      pooled_qty: 12,
      next_break: null,
      currency: 'SGD',
      currency_symbol: '$',
    });
  });

  it('reaches the next tier when the total quantity does', async () => {
    const { saved, headers } = await designedProduct();
    const qty = encodeURIComponent(JSON.stringify({ S: 25, M: '25' }));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/kart_items/check_price?product_id=${saved.uuid}&qty_options=${qty}`,
      headers,
    });
    expect(response.json()).toMatchObject({ unit_price: 2200, total_qty: 50 });
  });

  it('refuses sizes the product lacks and quantities that are not whole numbers', async () => {
    const { saved, headers } = await designedProduct();
    const qty = encodeURIComponent(JSON.stringify({ XXS: 1, M: -2 }));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/kart_items/check_price?product_id=${saved.uuid}&qty_options=${qty}`,
      headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.full_messages).toEqual([
      'Size XXS is not available.',
      'Quantity for M must be a whole number.',
    ]);
    const broken = await testApp.app.inject({
      method: 'GET',
      url: `/api/kart_items/check_price?product_id=${saved.uuid}&qty_options=not-json`,
      headers,
    });
    expect(broken.statusCode).toBe(422);
  });

  it("answers 404 for another company's saved product", async () => {
    const { saved } = await designedProduct();
    const { db } = testApp.database;
    const stranger = await createBuyer(db);
    const headers = await signIn(testApp.app, stranger.user.email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/kart_items/check_price?product_id=${saved.uuid}&qty_options=${encodeURIComponent('{"M":1}')}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('price lists', () => {
  async function buyerWithPriceList() {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const polo = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      teamId: buyer.team.id,
      title: '=HYPERLINK("http://evil.example")',
    });
    const tee = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      title: 'Tee',
    });
    const other = await createBuyer(db);
    const foreign = await createSavedProduct(db, { companyId: other.company.id, userId: other.user.id });
    const headers = await signIn(testApp.app, buyer.user.email);
    return { polo, tee, foreign, headers };
  }

  it('exports the chosen products as an A4 PDF named mf-products-price-list.pdf', async () => {
    const { polo, tee, headers } = await buyerWithPriceList();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/price_list.pdf?ids=${polo.uuid},${tee.uuid}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mf-products-price-list.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 portrait is 595.28 x 841.89 points.
    expect(response.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('exports one product as a CSV named after it, with formula-like cells neutralised', async () => {
    const { polo, headers } = await buyerWithPriceList();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/${polo.uuid}/price_list.csv`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="HYPERLINKhttpevil.example.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'SKU,Title,Team,Colours,Quantity,Garment,Printing per piece,Price per piece,Size add-ons',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('SGD 25.00');
    expect(lines[1]).toContain('2XL +SGD 3.00');
  });

  it("answers 404 when any chosen product is another company's", async () => {
    const { polo, foreign, headers } = await buyerWithPriceList();
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/price_list.pdf?ids=${polo.uuid},${foreign.uuid}`,
      headers,
    });
    expect(pdf.statusCode).toBe(404);
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/${foreign.uuid}/price_list.csv`,
      headers,
    });
    expect(csv.statusCode).toBe(404);
  });
});
