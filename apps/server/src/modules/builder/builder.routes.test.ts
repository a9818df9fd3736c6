import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kartItems, orderItems, orders, savedProducts } from '../../db/schema.ts';
import { TEST_FACES as FACES } from '../../test/builder-test-faces.ts';
import { createBuyer, createProduct, createSavedProduct, createUser, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
  '<rect width="400" height="200" fill="#1f3a5f"/></svg>';

async function uploadArtwork(headers: Headers, fileName: string, data: Buffer | string) {
  const body = multipart([{ name: 'file', fileName, data }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/artwork_files',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { uuid: string };
}

/** A buyer with a designable polo (tiers 2500/2200/1900, 2XL +300, minimum 10) and one artwork. */
async function designer(minQty = 10) {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const product = await createProduct(db, { faces: FACES, minQty });
  const headers = await signIn(testApp.app, buyer.user.email);
  const artwork = await uploadArtwork(headers, 'logo.svg', LOGO_SVG);
  return { ...buyer, product, headers, artwork };
}

/** An artwork placed 100 x 50 px (20 x 10 cm at 5 px/cm: a5) with one-colour screen print. */
function placed(artworkId: string, extra: Record<string, unknown> = {}) {
  return {
    artwork_id: artworkId,
    left: 200,
    top: 200,
    width: 100,
    height: 50,
    angle: 0,
    width_cm: 20,
    height_cm: 10,
    finishing: 'screenprint',
    colors_count: 1,
    print_size: 'a5',
    ...extra,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('loading the builder', () => {
  it('opens a catalogue product with its faces, sizes, colours (White first) and offered finishings', async () => {
    const buyer = await designer();
    const response = await call('GET', `/api/products/${buyer.product.uuid}`, buyer.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.saved_product).toBeNull();
    expect(body.faces.map((face: { alias: string }) => face.alias)).toEqual(['Front', 'Back']);
    expect(body.product).toMatchObject({
      min_qty: 10,
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
      user_options: { variations: { apparel_color: 'White' }, qtys: { S: 0, M: 0 }, prints: {} },
    });
    expect(body.product.finishing_methods.map((method: { key: string }) => method.key)).toContain(
      'screenprint',
    );
  });

  it('answers uploaded product pictures as signed links and keeps the static drawings as they are', async () => {
    const buyer = await designer();
    const stored = `catalogue/${'a'.repeat(32)}.svg`;
    const product = await createProduct(testApp.database.db, {
      faces: [{ ...FACES[0]!, template_url: stored }, FACES[1]!],
      colors: [{ value: '#ffffff', title: 'White', images: { Front: stored } }],
    });
    const body = (await call('GET', `/api/products/${product.uuid}`, buyer.headers)).json();
    expect(body.faces[0].template_url).toMatch(/^\/api\/files\/catalogue\/a{32}\.svg\?expires=\d+&sig=/);
    expect(body.faces[1].template_url).toBe('/catalogue/classic-polo-back.svg');
    expect(body.product.colors[0].images.Front).toMatch(/^\/api\/files\/catalogue\//);
  });

  it('answers 404 for an archived product', async () => {
    const buyer = await designer();
    const archived = await createProduct(testApp.database.db, { isActive: false });
    expect((await call('GET', `/api/products/${archived.uuid}`, buyer.headers)).statusCode).toBe(404);
  });

  it("answers 404 for another company's saved product and for a team the user has not joined", async () => {
    const buyer = await designer();
    const other = await createBuyer(testApp.database.db);
    const theirs = await createSavedProduct(testApp.database.db, {
      companyId: other.company.id,
      userId: other.user.id,
    });
    expect((await call('GET', `/api/saved_products/${theirs.uuid}`, buyer.headers)).statusCode).toBe(404);
    const colleague = await createUser(testApp.database.db, { companyId: buyer.company.id });
    const teamOnly = await createSavedProduct(testApp.database.db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      teamId: buyer.team.id,
    });
    const colleagueHeaders = await signIn(testApp.app, colleague.email);
    expect((await call('GET', `/api/saved_products/${teamOnly.uuid}`, colleagueHeaders)).statusCode).toBe(
      404,
    );
  });
});

describe('pricing the builder form', () => {
  it('prices tiers, size add-ons and each artwork’s finishing from the catalogue, ignoring client prices', async () => {
    const buyer = await designer();
    const response = await call('POST', '/api/quote_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        qty_options: { M: 40, '2XL': 10 },
        prints: { Front: { artworks: [placed(buyer.artwork.uuid)] } },
        unit_price: 1,
        amount: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    // 50 pieces: tier 2200; 10 x 2XL +300; screen print a5 one colour 150 on each of the 50 pieces.
    expect(response.json().product).toMatchObject({
      total_qty: 50,
      unit_price: 2200,
      decoration_per_piece: 150,
      surcharge: 3000 + 150 * 50,
      amount: 50 * 2200 + 3000 + 150 * 50,
      is_min_met: true,
      artworks: [{ face: 'Front', print_size: 'a5', per_piece: 150 }],
    });
  });

  it('measures the print size itself: a large print claimed as a5 is priced as a3', async () => {
    const buyer = await designer();
    const response = await call('POST', '/api/quote_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        qty_options: { M: 10 },
        prints: {
          Front: { artworks: [placed(buyer.artwork.uuid, { width: 300, height: 150, print_size: 'a5' })] },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product.artworks[0]).toMatchObject({ print_size: 'a3', per_piece: 320 });
  });

  it('reports the minimum not met without refusing the subtotal', async () => {
    const buyer = await designer();
    const response = await call('POST', '/api/quote_items', buyer.headers, {
      quote: { product_id: buyer.product.uuid, qty_options: { M: 3 } },
    });
    expect(response.json().product).toMatchObject({ total_qty: 3, is_min_met: false, min_qty: 10 });
  });

  it('refuses bad quantities, unknown sizes, unknown faces and finishings not offered with 422', async () => {
    const buyer = await designer();
    const limited = await createProduct(testApp.database.db, { faces: FACES, finishings: ['dtg'] });
    const cases = [
      { product_id: buyer.product.uuid, qty_options: { M: -1 } },
      { product_id: buyer.product.uuid, qty_options: { M: 1.5 } },
      { product_id: buyer.product.uuid, qty_options: { M: 'ten' } },
      { product_id: buyer.product.uuid, qty_options: { XXXXL: 5 } },
      {
        product_id: buyer.product.uuid,
        qty_options: { M: 10 },
        prints: { Sleeve: { artworks: [placed(buyer.artwork.uuid)] } },
      },
      {
        product_id: limited.uuid,
        qty_options: { M: 10 },
        prints: { Front: { artworks: [placed(buyer.artwork.uuid)] } },
      },
      {
        product_id: buyer.product.uuid,
        qty_options: { M: 10 },
        prints: { Front: { artworks: [placed(buyer.artwork.uuid), placed(buyer.artwork.uuid)] } },
      },
    ];
    for (const quote of cases) {
      const response = await call('POST', '/api/quote_items', buyer.headers, { quote });
      expect(response.statusCode, JSON.stringify(quote)).toBe(422);
      expect(response.json().errors.full_messages.length).toBeGreaterThan(0);
    }
  });

  it("answers 404 for another company's artwork", async () => {
    const buyer = await designer();
    const other = await designer();
    const response = await call('POST', '/api/quote_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        qty_options: { M: 10 },
        prints: { Front: { artworks: [placed(other.artwork.uuid)] } },
      },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('saving a design', () => {
  it('saves a new product with its design, team and a sanitised print file, then reopens it intact', async () => {
    const buyer = await designer();
    const png = await uploadArtwork(
      buyer.headers,
      'badge.png',
      await sharp({ create: { width: 60, height: 60, channels: 4, background: '#d33' } })
        .png()
        .toBuffer(),
    );
    const hostileSvg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="650" height="650" onload="alert(1)">' +
      '<script>alert(2)</script><rect x="200" y="200" width="100" height="50" fill="#1f3a5f"/></svg>';
    const response = await call('POST', '/api/saved_products', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        product_name: 'Front Desk Polo',
        team_id: buyer.team.uuid,
        qty_options: { M: 12 },
        variations: { apparel_color: 'Navy' },
        prints: {
          Front: { svg: hostileSvg, artworks: [placed(buyer.artwork.uuid)] },
          Back: { svg: hostileSvg, artworks: [placed(png.uuid, { finishing: 'dtg' })] },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json().saved_product;
    expect(saved).toMatchObject({
      title: 'Front Desk Polo',
      team_name: buyer.team.name,
      apparel_color: 'Navy',
    });

    const [row] = await testApp.database.db
      .select()
      .from(savedProducts)
      .where(eq(savedProducts.uuid, saved.uuid));
    const stored = (await testApp.app.deps.files.read(row!.printFiles.Front!)).toString('utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload|alert/i);

    const reopened = await call('GET', `/api/saved_products/${saved.uuid}`, buyer.headers);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const { product } = reopened.json();
    expect(product.saved_product_id).toBe(saved.uuid);
    expect(product.user_options.variations.apparel_color).toBe('Navy');
    expect(product.user_options.qtys.M).toBe(12);
    expect(product.user_options.prints.Front.artworks[0]).toMatchObject({
      artwork_id: buyer.artwork.uuid,
      width_cm: 20,
      height_cm: 10,
      artwork: { uuid: buyer.artwork.uuid, extension: 'svg' },
    });
    expect(product.user_options.prints.Back.artworks[0].artwork.extension).toBe('png');
  });

  it('refuses a print file that is not an SVG with 422', async () => {
    const buyer = await designer();
    const response = await call('POST', '/api/saved_products', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        product_name: 'Polo',
        qty_options: { M: 10 },
        prints: {
          Front: { svg: '<html><script>alert(1)</script></html>', artworks: [placed(buyer.artwork.uuid)] },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The Front print is not an SVG.');
  });

  it('asks for a name, and refuses a team the user has not joined', async () => {
    const buyer = await designer();
    const noName = await call('POST', '/api/saved_products', buyer.headers, {
      quote: { product_id: buyer.product.uuid, qty_options: { M: 10 } },
    });
    expect(noName.statusCode).toBe(422);
    const other = await createBuyer(testApp.database.db);
    const foreignTeam = await call('POST', '/api/saved_products', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        product_name: 'Polo',
        team_id: other.team.uuid,
        qty_options: { M: 10 },
      },
    });
    expect(foreignTeam.statusCode).toBe(404);
  });

  it('overwrites the design of a saved product, and answers 404 for another company’s', async () => {
    const buyer = await designer();
    const created = await call('POST', '/api/saved_products', buyer.headers, {
      quote: { product_id: buyer.product.uuid, product_name: 'Apron', qty_options: { M: 10 } },
    });
    const uuid = created.json().saved_product.uuid;
    const overwrite = await call('PUT', `/api/saved_products/${uuid}/design`, buyer.headers, {
      quote: {
        qty_options: { L: 20 },
        prints: { Back: { artworks: [placed(buyer.artwork.uuid)] } },
      },
    });
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    const reopened = (await call('GET', `/api/saved_products/${uuid}`, buyer.headers)).json();
    expect(reopened.product.user_options.qtys).toMatchObject({ L: 20, M: 0 });
    expect(Object.keys(reopened.product.user_options.prints)).toEqual(['Back']);

    const other = await designer();
    const foreign = await call('PUT', `/api/saved_products/${uuid}/design`, other.headers, {
      quote: { qty_options: { L: 20 } },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('adding the design to the cart', () => {
  it('adds a designed line priced by the server and keeps its print files', async () => {
    const buyer = await designer();
    const response = await call('POST', '/api/kart_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        qty_options: { M: 10 },
        prints: {
          Front: {
            svg: '<svg xmlns="http://www.w3.org/2000/svg" width="650" height="650"><circle cx="250" cy="250" r="40"/></svg>',
            artworks: [placed(buyer.artwork.uuid)],
          },
        },
        amount: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().kart_item).toMatchObject({
      total_qty: 10,
      unit_price: 2500,
      amount: 10 * (2500 + 150),
    });
  });

  it('refuses a line below the minimum order', async () => {
    const buyer = await designer();
    const response = await call('POST', '/api/kart_items', buyer.headers, {
      quote: { product_id: buyer.product.uuid, qty_options: { M: 3 } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Minimum Order: 10 Units');
  });

  it('takes quantities from the name list in CSV mode and refuses invalid rows', async () => {
    const buyer = await designer(1);
    const rows = [
      { staff_id: '001', name: 'Ana', sex: 'female', size: 'M', qty: '2' },
      { staff_id: '002', name: 'Ben', sex: 'male', size: 'l', qty: '1' },
    ];
    const good = await call('POST', '/api/kart_items', buyer.headers, {
      quote: { product_id: buyer.product.uuid, mode: 'pro', qty_options: { M: 99 }, employees: rows },
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().kart_item).toMatchObject({
      total_qty: 3,
      is_contain_namelist: true,
      qty_options: { M: 2, L: 1 },
    });

    const names = await call(
      'GET',
      `/api/employee_products?item_uuid=${good.json().kart_item.uuid}&model_name=kart_items`,
      buyer.headers,
    );
    expect(names.json().employee_products.map((row: { staff_id: string }) => row.staff_id)).toEqual([
      '001',
      '002',
    ]);
    // Spec 03's form of the same call: the item in the path.
    const byPath = await call(
      'GET',
      `/api/employee_products/${good.json().kart_item.uuid}?model_name=kart_items`,
      buyer.headers,
    );
    expect(byPath.json()).toEqual(names.json());

    const bad = await call('POST', '/api/kart_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        mode: 'pro',
        qty_options: {},
        employees: [...rows, { staff_id: '', name: 'Cy', sex: 'male', size: 'M', qty: '1' }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Please clear all invalid 1 item(s) before adding to cart');
  });

  it('keeps the quick add of a saved product working, with its saved design', async () => {
    const buyer = await designer();
    const created = await call('POST', '/api/saved_products', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        product_name: 'Polo',
        qty_options: { M: 10 },
        prints: { Front: { artworks: [placed(buyer.artwork.uuid)] } },
      },
    });
    const quick = await call('POST', '/api/kart_items', buyer.headers, {
      quote: { saved_product_id: created.json().saved_product.uuid, qty_options: { S: 10 } },
    });
    expect(quick.statusCode, quick.body).toBe(201);
    expect(quick.json().kart_item).toMatchObject({ title: 'Polo', amount: 10 * (2500 + 150) });
  });

  it("answers 404 for the name list of another user's cart line or another company's saved product", async () => {
    const buyer = await designer(1);
    const other = await designer(1);
    const theirs = await call('POST', '/api/kart_items', other.headers, {
      quote: { product_id: other.product.uuid, qty_options: { M: 1 } },
    });
    const line = await call(
      'GET',
      `/api/employee_products?item_uuid=${theirs.json().kart_item.uuid}&model_name=kart_items`,
      buyer.headers,
    );
    expect(line.statusCode).toBe(404);
    const saved = await createSavedProduct(testApp.database.db, {
      companyId: other.company.id,
      userId: other.user.id,
    });
    const product = await call(
      'GET',
      `/api/employee_products?item_uuid=${saved.uuid}&model_name=saved_products`,
      buyer.headers,
    );
    expect(product.statusCode).toBe(404);
    const byPath = await call(
      'GET',
      `/api/employee_products/${saved.uuid}?model_name=saved_products`,
      buyer.headers,
    );
    expect(byPath.statusCode).toBe(404);
  });
});

describe('name lists', () => {
  it('keeps a name list for the company and lists it, newest first', async () => {
    const buyer = await designer();
    const created = await call('POST', '/api/name_lists', buyer.headers, {
      name_list: { title: 'Front desk', rows: [{ staff_id: '007', name: 'Bond', size: 'M', qty: '1' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = (await call('GET', '/api/name_lists', buyer.headers)).json();
    expect(list.name_lists[0]).toMatchObject({ title: 'Front desk', row_count: 1 });
    expect(list.name_lists[0].rows[0].staff_id).toBe('007');
    const other = await designer();
    expect((await call('GET', '/api/name_lists', other.headers)).json().name_lists).toEqual([]);
    const empty = await call('POST', '/api/name_lists', buyer.headers, {
      name_list: { title: 'x', rows: [] },
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('the provider’s print download', () => {
  async function orderedLine() {
    const buyer = await designer();
    const added = await call('POST', '/api/kart_items', buyer.headers, {
      quote: {
        product_id: buyer.product.uuid,
        qty_options: { M: 10 },
        prints: {
          Front: {
            svg: '<svg xmlns="http://www.w3.org/2000/svg" width="650" height="650" viewBox="0 0 650 650"><rect x="200" y="200" width="100" height="50"/></svg>',
            artworks: [placed(buyer.artwork.uuid)],
          },
        },
      },
    });
    const { db } = testApp.database;
    const [line] = await db.select().from(kartItems).where(eq(kartItems.uuid, added.json().kart_item.uuid));
    const [order] = await db
      .insert(orders)
      .values({
        uid: `LV-TEST-${randomBytes(4).toString('hex')}`,
        companyId: buyer.company.id,
        teamId: buyer.team.id,
        userId: buyer.user.id,
        orderStatus: 'order_pending',
        subtotal: 26500,
        gstRate: 9,
        gst: 0,
        total: 26500,
      })
      .returning();
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: buyer.product.id,
        title: 'Polo',
        qtyOptions: { M: 10 },
        totalQty: 10,
        unitPrice: 2500,
        surcharge: 1500,
        amount: 26500,
        design: line!.design,
        printFiles: line!.printFiles,
      })
      .returning();
    return { buyer, item: item! };
  }

  it('downloads a face as SVG at true size, as an attachment', async () => {
    const { item } = await orderedLine();
    const provider = await createUser(testApp.database.db, {
      companyId: (await createBuyer(testApp.database.db)).company.id,
      role: 'provider',
    });
    const headers = await signIn(testApp.app, provider.email);
    const response = await call('GET', `/api/admin/order_items/${item.uuid}/prints/Front`, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+-Front\.svg"$/);
    // A 300 px print area at 5 px per cm is 60 cm.
    expect(response.body).toMatch(/^<svg width="60cm" height="60cm" viewBox="175 175 300 300"/);
    expect(response.body).toContain('<rect');
    const missing = await call('GET', `/api/admin/order_items/${item.uuid}/prints/Back`, headers);
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 to a customer calling the admin download', async () => {
    const { buyer, item } = await orderedLine();
    const response = await call('GET', `/api/admin/order_items/${item.uuid}/prints/Front`, buyer.headers);
    expect(response.statusCode).toBe(404);
  });
});
