import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBuyer,
  createProduct,
  createProviderStaff,
  createSavedProduct,
  signIn,
} from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let provider: Record<string, string>;
let customer: Record<string, string>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  testApp = await createTestApp();
  const staff = await createProviderStaff(testApp.database.db);
  provider = await signIn(testApp.app, staff.email);
  buyer = await createBuyer(testApp.database.db);
  customer = await signIn(testApp.app, buyer.user.email);
});
afterAll(() => testApp.close());

let skuCounter = 0;
function productPayload(overrides: Record<string, unknown> = {}) {
  skuCounter += 1;
  return {
    title: 'Oxford Shirt',
    sku: `lv-oxf-${skuCounter}`,
    description: 'Easy-iron oxford shirt.',
    brand_name: 'Livery',
    size_chart: null,
    product_type: 'standard',
    is_builder: true,
    min_qty: 10,
    sizes: ['S', 'M', 'L', '2XL'],
    colors: [
      { value: '#FFFFFF', title: 'White', images: { Front: '/catalogue/crew-tee-front.svg' } },
      { value: '#1f3a5f', title: 'Navy', images: {} },
    ],
    pricing: { qtys: { '10': 3200, '50': 2900 }, addons_size: { '2XL': 300 } },
    finishings: ['embroidery', 'screenprint'],
    origin_country: 'sg',
    faces: [
      {
        alias: 'Front',
        template_url: '/catalogue/crew-tee-front.svg',
        pconfig: {
          px_per_cm: 5.7,
          refpt: { x: 325, y: 240 },
          print_area: { left: 200, top: 240, width: 250, height: 290 },
        },
      },
    ],
    images: [],
    thumb_url: '/catalogue/crew-tee-thumb.svg',
    ...overrides,
  };
}

async function upload(fileName: string, content: Buffer | string) {
  const { payload, contentType } = multipart([{ name: 'file', fileName, data: content }]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/catalogue_images',
    headers: { ...provider, 'content-type': contentType },
    payload,
  });
}

describe('provider catalogue', () => {
  it('creates a product with every field and reads it back, SKU upper-cased and colours lower-cased', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload({ sku: 'lv-oxf-new' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({
      sku: 'LV-OXF-NEW',
      origin_country: 'SG',
      min_qty: 10,
      is_active: true,
      usage_count: 0,
      pricing: { qtys: { '10': 3200, '50': 2900 }, addons_size: { '2XL': 300 } },
      finishings: ['embroidery', 'screenprint'],
    });
    expect(product.colors[0]).toEqual({
      value: '#ffffff',
      title: 'White',
      images: { Front: '/catalogue/crew-tee-front.svg' },
    });
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product.uuid}`,
      headers: provider,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().product.faces[0].pconfig.print_area).toEqual({
      left: 200,
      top: 240,
      width: 250,
      height: 290,
    });
  });

  it('lists products by keyword with paging meta', async () => {
    await createProduct(testApp.database.db, { title: 'Searchable Chef Jacket', sku: 'FIND-ME-1' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/products?keyword=chef%20jacket&per_page=5',
      headers: provider,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((p: { sku: string }) => p.sku)).toEqual(['FIND-ME-1']);
    expect(response.json().meta).toEqual({ current_page: 1, per_page: 5, total_pages: 1, total_count: 1 });
  });

  it('updates a tier price and a print area', async () => {
    const product = await createProduct(testApp.database.db);
    const payload = productPayload({
      sku: product.sku,
      pricing: { qtys: { '1': 2400, '50': 2100 }, addons_size: {} },
    });
    payload.faces[0]!.pconfig.print_area = { left: 180, top: 200, width: 300, height: 300 };
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.uuid}`,
      headers: provider,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product.pricing.qtys).toEqual({ '1': 2400, '50': 2100 });
    expect(response.json().product.faces[0].pconfig.print_area).toEqual({
      left: 180,
      top: 200,
      width: 300,
      height: 300,
    });
  });

  it('refuses bad pricing with 422 and a message saying what is wrong', async () => {
    const negative = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload({ pricing: { qtys: { '10': -100 }, addons_size: {} } }),
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.full_messages).toContain(
      'Pricing: Prices must be whole cents of at least 0',
    );
    const zeroTier = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload({ pricing: { qtys: { '0': 100 }, addons_size: {} } }),
    });
    expect(zeroTier.statusCode).toBe(422);
    expect(zeroTier.json().message).toContain('the minimum quantity must be a whole number of at least 1');
    const fractional = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload({ pricing: { qtys: { '10': 12.5 }, addons_size: {} } }),
    });
    expect(fractional.statusCode).toBe(422);
  });

  it('keeps the currency the provider sets (SGD unless told) and refuses one that is not an ISO code', async () => {
    const plain = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload(),
    });
    expect(plain.json().product.currency).toBe('SGD');
    const australian = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload({ currency: 'aud' }),
    });
    expect(australian.statusCode, australian.body).toBe(201);
    expect(australian.json().product.currency).toBe('AUD');
    const symbol = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload({ currency: 'A$' }),
    });
    expect(symbol.statusCode).toBe(422);
    expect(symbol.json().message).toContain('Currency must be a three-letter ISO 4217 code');
  });

  it('keeps the garment group a programme allocation may name (none unless set) and refuses an unknown one', async () => {
    const post = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/api/admin/products', headers: provider, payload });
    expect((await post(productPayload())).json().product.garment_group).toBeNull();
    const top = await post(productPayload({ garment_group: 'top' }));
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json().product.garment_group).toBe('top');
    const unknown = await post(productPayload({ garment_group: 'cape' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain('Choose a garment group');
  });

  it('refuses a print area that leaves the 650 px canvas', async () => {
    const payload = productPayload();
    payload.faces[0]!.pconfig.print_area = { left: 500, top: 100, width: 200, height: 100 };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(
      'Front: the print area must lie inside the 650 x 650 px canvas',
    );
  });

  it('refuses a second product with the same SKU with 409 and names the holder', async () => {
    const existing = await createProduct(testApp.database.db, { title: 'Taken Polo', sku: 'TAKEN-01' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload: productPayload({ sku: 'taken-01' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('SKU TAKEN-01 is already used by Taken Polo');
    const other = await createProduct(testApp.database.db);
    const update = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${other.uuid}`,
      headers: provider,
      payload: productPayload({ sku: existing.sku }),
    });
    expect(update.statusCode).toBe(409);
  });

  it('archives a product that saved products use and deletes one nobody used', async () => {
    const used = await createProduct(testApp.database.db);
    await createSavedProduct(testApp.database.db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      productId: used.id,
    });
    const archived = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${used.uuid}`,
      headers: provider,
    });
    expect(archived.json().outcome, archived.body).toBe('archived');
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/products/${used.uuid}`,
      headers: provider,
    });
    expect(read.json().product).toMatchObject({ is_active: false, usage_count: 1 });

    const unused = await createProduct(testApp.database.db);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${unused.uuid}`,
      headers: provider,
    });
    expect(deleted.json().outcome).toBe('deleted');
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/products/${unused.uuid}`,
      headers: provider,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 to a customer on every console call', async () => {
    const product = await createProduct(testApp.database.db);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/products' },
      { method: 'GET' as const, url: `/api/admin/products/${product.uuid}` },
      { method: 'POST' as const, url: '/api/admin/products', payload: productPayload() },
      { method: 'PUT' as const, url: `/api/admin/products/${product.uuid}`, payload: productPayload() },
      { method: 'DELETE' as const, url: `/api/admin/products/${product.uuid}` },
      { method: 'GET' as const, url: '/api/admin/finishing_methods' },
      { method: 'GET' as const, url: '/api/admin/customer_companies' },
      {
        method: 'GET' as const,
        url: `/api/admin/customer_companies/${buyer.company.id}/recommended_products`,
      },
      {
        method: 'PUT' as const,
        url: `/api/admin/customer_companies/${buyer.company.id}/recommended_products`,
        payload: { product_uuids: [] },
      },
    ];
    for (const call of calls) {
      const response = await testApp.app.inject({ ...call, headers: customer });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const { payload, contentType } = multipart([
      {
        name: 'file',
        fileName: 'logo.png',
        data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      },
    ]);
    const uploadByCustomer = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue_images',
      headers: { ...customer, 'content-type': contentType },
      payload,
    });
    expect(uploadByCustomer.statusCode).toBe(404);
    const still = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product.uuid}`,
      headers: provider,
    });
    expect(still.json().product.is_active).toBe(true);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/products/00000000-0000-4000-8000-000000000000',
      headers: provider,
      payload: productPayload(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('catalogue pictures', () => {
  it('stores a PNG and answers a signed link that a product keeps and shows again', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const response = await upload('front.png', png);
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/files\/catalogue\/[0-9a-f]{32}\.png\?expires=\d+&sig=/);
    const file = await testApp.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const payload = productPayload();
    payload.faces[0]!.template_url = url;
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().product.faces[0].template_url).toMatch(
      /^\/api\/files\/catalogue\/[0-9a-f]{32}\.png\?/,
    );
  });

  it('refuses a file that is not a picture, whatever it is called', async () => {
    const response = await upload('shirt.png', 'staff_id,name\n001,Ann\n');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Upload a PNG, JPG or SVG picture');
    const pdf = await upload('shirt.png', '%PDF-1.7\n');
    expect(pdf.statusCode).toBe(422);
  });

  it('refuses an SVG carrying a script, an event handler or an outside link', async () => {
    const script = await upload(
      't.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(script.statusCode).toBe(422);
    expect(script.json().message).toContain('a script');
    const handler = await upload(
      't.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>',
    );
    expect(handler.statusCode).toBe(422);
    expect(handler.json().message).toContain('an event handler');
    const external = await upload(
      't.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
    );
    expect(external.statusCode).toBe(422);
    const clean = await upload(
      't.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use href="#a"/><rect id="a" fill="#fff"/></svg>',
    );
    expect(clean.statusCode, clean.body).toBe(201);
  });

  it('keeps each photo’s id when photos are removed or added, so lines pointing at a photo keep it', async () => {
    const payload = productPayload({
      is_builder: false,
      faces: [],
      finishings: [],
      colors: [
        { value: '#c9a23f', title: 'Gold', images: {} },
        { value: '#c3c9d1', title: 'Silver', images: {} },
      ],
      images: [
        { color_code: '#c9a23f', large_url: '/catalogue/name-badge-gold.svg' },
        { color_code: '#c3c9d1', large_url: '/catalogue/name-badge-silver.svg' },
        { large_url: '/catalogue/name-badge-back.svg' },
      ],
    });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const images = created.json().product.images;
    expect(images.map((image: { id: number; color_title: string }) => [image.id, image.color_title])).toEqual(
      [
        [1, 'Gold'],
        [2, 'Silver'],
        [3, ''],
      ],
    );
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.json().product.uuid}`,
      headers: provider,
      payload: {
        ...payload,
        images: [
          { id: 2, color_code: '#c3c9d1', large_url: images[1].large_url },
          { color_code: '', large_url: '/catalogue/laundry-bag-detail.svg' },
          { id: 3, color_code: '', large_url: images[2].large_url },
        ],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().product.images.map((image: { id: number }) => image.id)).toEqual([2, 4, 3]);
  });

  it('refuses a product picture that is not one of the catalogue’s', async () => {
    const payload = productPayload();
    payload.faces[0]!.template_url = 'https://evil.example/shirt.svg';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: provider,
      payload,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('finishing methods', () => {
  it('lists the five methods and updates surcharges, refusing negative cents', async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/finishing_methods',
      headers: provider,
    });
    expect(list.json().finishings.map((f: { key: string }) => f.key)).toEqual([
      'screenprint',
      'embroidery',
      'dtg',
      'digital',
      'dye_sub',
    ]);
    const row = { '1': 100, '2': 150, '3': 200, '4': 250, '99': 300 };
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/finishing_methods/dtg',
      headers: provider,
      payload: {
        title: 'DTG',
        file_hint: 'Use .png artwork',
        surcharges: { a5: row, a4: row, a3: { ...row, '99': 999 } },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().finishing.surcharges.a3['99']).toBe(999);
    const bad = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/finishing_methods/dtg',
      headers: provider,
      payload: { title: 'DTG', surcharges: { a5: row, a4: row, a3: { ...row, '1': -1 } } },
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/finishing_methods/laser',
      headers: provider,
      payload: { title: 'Laser', surcharges: { a5: row, a4: row, a3: row } },
    });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('recommended products per company', () => {
  it('lists customer companies only and saves a company’s ordered list', async () => {
    const companies = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/customer_companies',
      headers: provider,
    });
    const names = companies.json().companies.map((c: { name: string }) => c.name);
    expect(names).toContain(buyer.company.name);
    expect(names.some((name: string) => name.startsWith('Provider'))).toBe(false);

    const first = await createProduct(testApp.database.db, { title: 'First Pick' });
    const second = await createProduct(testApp.database.db, { title: 'Second Pick' });
    const url = `/api/admin/customer_companies/${buyer.company.id}/recommended_products`;
    const saved = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: provider,
      payload: { product_uuids: [second.uuid, first.uuid] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().recommended_products.map((r: { product: { title: string } }) => r.product.title),
    ).toEqual(['Second Pick', 'First Pick']);
    const reordered = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: provider,
      payload: { product_uuids: [first.uuid] },
    });
    expect(reordered.json().recommended_products).toHaveLength(1);
    expect(reordered.json().company.recommended_count).toBe(1);
  });

  it('refuses to newly recommend an archived product and answers 404 for a provider company', async () => {
    const archived = await createProduct(testApp.database.db, { title: 'Old Smock', isActive: false });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/customer_companies/${buyer.company.id}/recommended_products`,
      headers: provider,
      payload: { product_uuids: [archived.uuid] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Old Smock is archived and cannot be recommended');
    const providerCompany = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/customer_companies/999999/recommended_products',
      headers: provider,
    });
    expect(providerCompany.statusCode).toBe(404);
  });
});

describe('catalogue picture size', () => {
  it('takes a 2 MB photo and refuses a picture over 5 MB', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024)]);
    const accepted = await upload('photo.jpg', photo);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().extension).toBe('jpg');
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const response = await upload('huge.png', big);
    expect(response.statusCode).toBe(413);
  });
});
