import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kartItems, orderItems, orders } from '../../db/schema.ts';
import { TEST_FACES as FACES } from '../../test/builder-test-faces.ts';
import {
  createBuyer,
  createInventory,
  createProduct,
  createProviderStaff,
  createSavedProduct,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A buyer with a designable polo (minimum 1). */
async function designer() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const product = await createProduct(db, { faces: FACES, thumbUrl: '/catalogue/classic-polo-thumb.svg' });
  const headers = await signIn(testApp.app, buyer.user.email);
  return { ...buyer, product, headers };
}

/** A small PNG of one colour, as the builder sends the Front face: a data URL. */
async function pngDataUrl(colour: string) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { bytes, dataUrl: `data:image/png;base64,${bytes.toString('base64')}` };
}

async function saveDesign(buyer: Awaited<ReturnType<typeof designer>>, thumbPng?: string) {
  const response = await call('POST', '/api/saved_products', buyer.headers, {
    quote: {
      product_id: buyer.product.uuid,
      product_name: 'Navy polo',
      qty_options: { M: 10 },
      variations: { apparel_color: 'Navy' },
      ...(thumbPng ? { thumb_png: thumbPng } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().saved_product as { uuid: string; thumb_image: string | null };
}

const THUMB_LINK = /^\/api\/files\/thumbs\/[^?]+\.png\?expires=\d+&sig=/;

describe('a saved design’s tile', () => {
  it('stores the Front picture the builder sent and serves it behind the tile’s signed link', async () => {
    const buyer = await designer();
    const { bytes, dataUrl } = await pngDataUrl('#1f3a5f');
    const saved = await saveDesign(buyer, dataUrl);
    expect(saved.thumb_image).toMatch(THUMB_LINK);

    const listed = (await call('GET', '/api/saved_products', buyer.headers)).json().saved_products;
    const tile = listed.find((product: { uuid: string }) => product.uuid === saved.uuid);
    expect(tile.thumb_image).toMatch(THUMB_LINK);
    const picture = await call('GET', tile.thumb_image, {});
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/png');
    expect(picture.rawPayload.equals(bytes)).toBe(true);

    const loaded = (await call('GET', `/api/saved_products/${saved.uuid}`, buyer.headers)).json();
    expect(loaded.saved_product.thumb_image).toMatch(THUMB_LINK);
  });

  it('gives cart lines the saved product’s picture, and a new save replaces the tile', async () => {
    const buyer = await designer();
    const first = await pngDataUrl('#1f3a5f');
    const saved = await saveDesign(buyer, first.dataUrl);
    const quick = await call('POST', '/api/kart_items', buyer.headers, {
      quote: { saved_product_id: saved.uuid, qty_options: { M: 5 } },
    });
    expect(quick.statusCode, quick.body).toBe(201);
    const line = quick.json().kart_item;
    expect(line.thumb_front).toMatch(THUMB_LINK);
    expect((await call('GET', line.thumb_front, {})).rawPayload.equals(first.bytes)).toBe(true);

    const second = await pngDataUrl('#ffffff');
    const overwritten = await call('PUT', `/api/saved_products/${saved.uuid}/design`, buyer.headers, {
      quote: { qty_options: { M: 10 }, thumb_png: second.dataUrl },
    });
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    const newTile = overwritten.json().saved_product.thumb_image;
    expect((await call('GET', newTile, {})).rawPayload.equals(second.bytes)).toBe(true);
    // The line already in the cart keeps the picture it was added with.
    const cart = (await call('GET', '/api/kart_items', buyer.headers)).json();
    const kept = cart.subkarts.flatMap((subkart: { items: { uuid: string }[] }) => subkart.items)[0];
    expect((await call('GET', kept.thumb_front, {})).rawPayload.equals(first.bytes)).toBe(true);
  });

  it('keeps the catalogue drawing when the builder sends no picture', async () => {
    const buyer = await designer();
    const saved = await saveDesign(buyer);
    expect(saved.thumb_image).toBe('/catalogue/classic-polo-thumb.svg');
  });

  it('refuses a picture that is not a PNG with 422, whatever its data URL claims', async () => {
    const buyer = await designer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    for (const thumb of [`data:image/png;base64,${svg}`, 'not a data url']) {
      const response = await call('POST', '/api/saved_products', buyer.headers, {
        quote: {
          product_id: buyer.product.uuid,
          product_name: 'Polo',
          qty_options: { M: 1 },
          thumb_png: thumb,
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('The design picture is not a PNG.');
    }
  });

  it('lets another company neither list, open nor fetch the picture without its signed link', async () => {
    const buyer = await designer();
    const other = await designer();
    const saved = await saveDesign(buyer, (await pngDataUrl('#1f3a5f')).dataUrl);
    const theirList = (await call('GET', '/api/saved_products', other.headers)).json().saved_products;
    expect(theirList.map((product: { uuid: string }) => product.uuid)).not.toContain(saved.uuid);
    expect((await call('GET', `/api/saved_products/${saved.uuid}`, other.headers)).statusCode).toBe(404);
    // Without a signature the request is refused (422, the query is required); a forged one is not found.
    const bareKey = saved.thumb_image!.split('?')[0]!;
    expect((await call('GET', bareKey, other.headers)).statusCode).toBe(422);
    const forged = saved.thumb_image!.replace(/sig=[^&]+/, 'sig=forged');
    expect((await call('GET', forged, other.headers)).statusCode).toBe(404);
  });
});

describe('the inventory link of a cart line', () => {
  it('keeps the company’s inventory on the line added with inventory_id and answers its uuid', async () => {
    const buyer = await designer();
    const { db } = testApp.database;
    const saved = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      productId: buyer.product.id,
    });
    const inventory = await createInventory(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      savedProductId: saved.id,
    });
    const response = await call('POST', '/api/kart_items', buyer.headers, {
      quote: { saved_product_id: saved.uuid, inventory_id: inventory.uuid, qty_options: { M: 3 } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().kart_item.inventory_uuid).toBe(inventory.uuid);
    const [row] = await db
      .select({ inventoryId: kartItems.inventoryId })
      .from(kartItems)
      .where(eq(kartItems.uuid, response.json().kart_item.uuid));
    expect(row!.inventoryId).toBe(inventory.id);
  });

  it('answers 404 for another company’s inventory and adds nothing', async () => {
    const buyer = await designer();
    const other = await designer();
    const { db } = testApp.database;
    const theirSaved = await createSavedProduct(db, { companyId: other.company.id, userId: other.user.id });
    const theirs = await createInventory(db, {
      companyId: other.company.id,
      userId: other.user.id,
      savedProductId: theirSaved.id,
    });
    const response = await call('POST', '/api/kart_items', buyer.headers, {
      quote: { product_id: buyer.product.uuid, inventory_id: theirs.uuid, qty_options: { M: 3 } },
    });
    expect(response.statusCode).toBe(404);
    const lines = await db.select().from(kartItems).where(eq(kartItems.userId, buyer.user.id));
    expect(lines).toEqual([]);
  });
});

describe('the provider’s order view', () => {
  async function placedOrder() {
    const buyer = await designer();
    const { db } = testApp.database;
    const [order] = await db
      .insert(orders)
      .values({
        uid: `LV-TEST-${randomBytes(4).toString('hex')}`,
        companyId: buyer.company.id,
        teamId: buyer.team.id,
        userId: buyer.user.id,
        orderStatus: 'order_pending',
        subtotal: 2500,
        gstRate: 9,
        gst: 0,
        total: 2500,
      })
      .returning();
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: buyer.product.id,
        title: 'Polo',
        thumbUrl: 'thumbs/0123456789abcdef0123456789abcdef.png',
        qtyOptions: { M: 1 },
        totalQty: 1,
        unitPrice: 2500,
        surcharge: 0,
        amount: 2500,
        printFiles: { Front: 'prints/0123456789abcdef0123456789abcdef.svg' },
      })
      .returning();
    return { buyer, order: order!, item: item! };
  }

  it('tells the provider which faces of each line have a print file, without their keys', async () => {
    const { order } = await placedOrder();
    const staff = await createProviderStaff(testApp.database.db);
    const headers = await signIn(testApp.app, staff.email);
    const response = await call('GET', `/api/admin/orders/${order.uuid}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    const line = response.json().items[0].items[0];
    expect(line.print_faces).toEqual(['Front']);
    expect(line.thumb_front).toMatch(THUMB_LINK);
    expect(response.body).not.toContain('prints/');
  });

  it('keeps print faces out of the customer’s order and the admin order from customers', async () => {
    const { buyer, order } = await placedOrder();
    const mine = await call('GET', `/api/orders/${order.uuid}`, buyer.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items[0].items[0]).not.toHaveProperty('print_faces');
    expect(mine.body).not.toContain('prints/');
    // The console's calls answer customers as if they did not exist.
    expect((await call('GET', `/api/admin/orders/${order.uuid}`, buyer.headers)).statusCode).toBe(404);
  });

  it('answers 404 for an order that does not exist', async () => {
    const staff = await createProviderStaff(testApp.database.db);
    const headers = await signIn(testApp.app, staff.email);
    const response = await call('GET', `/api/admin/orders/${crypto.randomUUID()}`, headers);
    expect(response.statusCode).toBe(404);
  });
});
