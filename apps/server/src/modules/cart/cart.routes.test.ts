import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodes,
  employeeProducts,
  kartItems,
  orderItems,
  orders,
  shippingServices,
  taxRates,
} from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createProviderStaff,
  createSavedProduct,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
type Headers = Awaited<ReturnType<typeof signIn>>;
let services: { sgLocal: number; sgExpress: number; mySg: number; sgMy: number };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await db.insert(taxRates).values([
    { countryCode: 'SG', ratePercent: 9 },
    { countryCode: 'MY', ratePercent: 8 },
  ]);
  const rows = await db
    .insert(shippingServices)
    .values([
      { originCountry: 'SG', destinationCountry: 'SG', title: 'Local', leadTime: '3-5 days', feeCents: 0 },
      {
        originCountry: 'SG',
        destinationCountry: 'SG',
        title: 'Express',
        leadTime: '1-2 days',
        feeCents: 2500,
        position: 1,
      },
      { originCountry: 'MY', destinationCountry: 'SG', title: 'Road', leadTime: '5-7 days', feeCents: 1800 },
      { originCountry: 'SG', destinationCountry: 'MY', title: 'Road', leadTime: '5-7 days', feeCents: 2000 },
      // Inactive services are never offered.
      {
        originCountry: 'NZ',
        destinationCountry: 'SG',
        title: 'Air',
        leadTime: '9 days',
        feeCents: 9000,
        isActive: false,
      },
    ])
    .returning();
  services = { sgLocal: rows[0]!.id, sgExpress: rows[1]!.id, mySg: rows[2]!.id, sgMy: rows[3]!.id };
});
afterAll(() => testApp.close());

/**
 * A buyer shipping to Singapore with three saved products: a polo made in SG (2500 a piece, 2XL +300),
 * a cap made in MY (1000) and a vest made in NZ, which no active service brings to SG.
 */
async function buyerWithThreeOrigins() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const owner = { companyId: buyer.company.id, userId: buyer.user.id, teamId: buyer.team.id };
  const polo = await createSavedProduct(db, { ...owner, productId: (await createProduct(db)).id });
  const cap = await createSavedProduct(db, {
    ...owner,
    productId: (
      await createProduct(db, {
        originCountry: 'MY',
        sizes: ['One Size'],
        pricing: { qtys: { '1': 1000 }, addons_size: {} },
      })
    ).id,
  });
  const vest = await createSavedProduct(db, {
    ...owner,
    productId: (await createProduct(db, { originCountry: 'NZ' })).id,
  });
  const address = await createAddress(db, { ...owner });
  const myAddress = await createAddress(db, { ...owner, countryCode: 'MY', city: 'Kuala Lumpur' });
  const headers = await signIn(testApp.app, buyer.user.email);
  await chooseShippingAddress(headers, buyer.user.id, address.id);
  return { ...buyer, polo, cap, vest, address, myAddress, headers };
}

function chooseShippingAddress(headers: Headers, userId: number, addressId: number) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers,
    payload: { ship_add_id: addressId },
  });
}

async function addToCart(headers: Headers, savedProductUuid: string, qtyOptions: Record<string, number>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/kart_items',
    headers,
    payload: { quote: { saved_product_id: savedProductUuid, qty_options: qtyOptions } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().kart_item as { id: number; uuid: string };
}

async function fillCart(buyer: Awaited<ReturnType<typeof buyerWithThreeOrigins>>) {
  const polo = await addToCart(buyer.headers, buyer.polo.uuid, { M: 8, '2XL': 2 });
  const cap = await addToCart(buyer.headers, buyer.cap.uuid, { 'One Size': 30 });
  const vest = await addToCart(buyer.headers, buyer.vest.uuid, { L: 5 });
  return { polo, cap, vest };
}

async function loadCart(headers: Headers) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/kart_items', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function checkout(headers: Headers, body: Record<string, unknown>) {
  return call('POST', '/api/orders', headers, body);
}

function uploadFiles(url: string, headers: Headers, files: Array<{ name: string; bytes: Buffer }>) {
  const form = new FormData();
  for (const file of files) form.append('files[]', new Blob([new Uint8Array(file.bytes)]), file.name);
  return testApp.app.inject({ method: 'POST', url, headers, payload: form });
}

async function signInProviderStaff() {
  const staff = await createProviderStaff(testApp.database.db);
  return signIn(testApp.app, staff.email);
}

describe('the cart grouped by origin', () => {
  it('puts lines into sub-carts by origin country with their services, and sets apart what cannot ship', async () => {
    const buyer = await buyerWithThreeOrigins();
    await fillCart(buyer);
    const cart = await loadCart(buyer.headers);

    expect(cart.subkarts.map((subkart: { name: string }) => subkart.name)).toEqual(['Singapore', 'Malaysia']);
    const [sg, my] = cart.subkarts;
    expect(sg.lead_times).toEqual([
      { id: services.sgLocal, title: 'Local (3-5 days) - Free' },
      { id: services.sgExpress, title: 'Express (1-2 days) - SGD 25.00' },
    ]);
    expect(sg.service_id).toBe(services.sgLocal);
    expect(my.lead_times).toEqual([{ id: services.mySg, title: 'Road (5-7 days) - SGD 18.00' }]);
    expect(my.service_id).toBe(services.mySg);
    expect(cart.unavail_items).toHaveLength(1);
    expect(cart.unavail_items[0].origin_country).toBe('NZ');

    // Polo: 10 x 2500 + 2 x 300 = 25600; caps: 30 x 1000 = 30000. The vest is not counted.
    expect(sg.items[0]).toMatchObject({
      amount: 25600,
      surcharge: 600,
      surcharge_price: { 'Size 2XL': { price: 600, base_price: 300 } },
      is_contain_namelist: false,
      is_contain_rfid_tag: false,
      inventory_uuid: null,
    });
    // (55600 + 1800 shipping) x 1.09 = 62566.
    expect(cart.kart).toMatchObject({
      subtotal: 55600,
      shipping: 1800,
      discount: 0,
      destination_country: 'SG',
      gst_rate: 9,
      gst: 5166,
      total: 62566,
    });
  });

  it('changes a sub-cart’s shipping service and charges its fee', async () => {
    const buyer = await buyerWithThreeOrigins();
    const { polo } = await fillCart(buyer);
    const response = await call('PUT', '/api/kart_items/update_policy', buyer.headers, {
      item_ids: [polo.id],
      service_id: services.sgExpress,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Shipping method has been updated' });
    const cart = await loadCart(buyer.headers);
    expect(cart.subkarts[0].service_id).toBe(services.sgExpress);
    expect(cart.kart.shipping).toBe(2500 + 1800);
  });

  it('refuses a service that does not run from the lines’ origin to the destination', async () => {
    const buyer = await buyerWithThreeOrigins();
    const { polo, cap } = await fillCart(buyer);
    const wrongOrigin = await call('PUT', '/api/kart_items/update_policy', buyer.headers, {
      item_ids: [cap.id],
      service_id: services.sgExpress,
    });
    expect(wrongOrigin.statusCode).toBe(422);
    const wrongDestination = await call('PUT', '/api/kart_items/update_policy', buyer.headers, {
      item_ids: [polo.id],
      service_id: services.sgMy,
    });
    expect(wrongDestination.statusCode).toBe(422);
  });

  it('answers 404 when the lines belong to another company’s user, and 422 for ids that are not whole numbers', async () => {
    const buyer = await buyerWithThreeOrigins();
    const other = await buyerWithThreeOrigins();
    const theirs = await addToCart(other.headers, other.polo.uuid, { M: 5 });
    const foreign = await call('PUT', '/api/kart_items/update_policy', buyer.headers, {
      item_ids: [theirs.id],
      service_id: services.sgExpress,
    });
    expect(foreign.statusCode).toBe(404);
    for (const itemIds of [[-1], [1.5], ['x'], []]) {
      const bad = await call('PUT', '/api/kart_items/update_policy', buyer.headers, {
        item_ids: itemIds,
        service_id: services.sgExpress,
      });
      expect(bad.statusCode, JSON.stringify(itemIds)).toBe(422);
    }
  });

  it('moves lines between sub-carts and the unavailable group when the destination changes', async () => {
    const buyer = await buyerWithThreeOrigins();
    await fillCart(buyer);
    await chooseShippingAddress(buyer.headers, buyer.user.id, buyer.myAddress.id);
    const cart = await loadCart(buyer.headers);
    // SG ships to MY; neither the MY cap (no MY->MY service here) nor the NZ vest can.
    expect(cart.subkarts.map((subkart: { origin_country: string }) => subkart.origin_country)).toEqual([
      'SG',
    ]);
    expect(cart.unavail_items).toHaveLength(2);
    expect(cart.kart).toMatchObject({ shipping: 2000, gst_rate: 8 });
  });
});

describe('discount codes on the cart', () => {
  async function addCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
    const [row] = await testApp.database.db
      .insert(discountCodes)
      .values({ kind: 'percentage', value: 10, ...values })
      .returning();
    return row!;
  }

  it('applies a code typed in lower case, takes it off the subtotal and can cancel it', async () => {
    const buyer = await buyerWithThreeOrigins();
    await fillCart(buyer);
    await addCode({ code: 'TENOFF' });
    const applied = await call('POST', '/api/cart/apply_discount', buyer.headers, {
      discount_code: ' tenoff ',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    let cart = await loadCart(buyer.headers);
    // 10% of 55600 = 5560; (55600 + 1800 - 5560) x 1.09 = 56505.6 -> 56506.
    expect(cart.kart).toMatchObject({
      discount_code: 'TENOFF',
      discount: 5560,
      discount_error: null,
      total: 56506,
    });
    const removed = await call('POST', '/api/cart/remove_discount', buyer.headers);
    expect(removed.json()).toEqual({ message: 'Discount code removed' });
    cart = await loadCart(buyer.headers);
    expect(cart.kart).toMatchObject({ discount_code: null, discount: 0 });
  });

  it('refuses unknown, inactive, early, expired and used-up codes with a clear message', async () => {
    const buyer = await buyerWithThreeOrigins();
    await addCode({ code: 'OFFNOW', isActive: false });
    await addCode({ code: 'LATER', validFrom: new Date(Date.now() + 86_400_000) });
    await addCode({ code: 'GONE', validUntil: new Date(Date.now() - 86_400_000) });
    await addCode({ code: 'USEDUP', usageLimit: 2, usedCount: 2 });
    const expectations: Array<[string, RegExp]> = [
      ['NOSUCH', /^Discount code NOSUCH does not exist\.$/],
      ['offnow', /no longer active/],
      ['LATER', /not valid until/],
      ['GONE', /expired on/],
      ['USEDUP', /reached its usage limit/],
    ];
    for (const [code, message] of expectations) {
      const response = await call('POST', '/api/cart/apply_discount', buyer.headers, { discount_code: code });
      expect(response.statusCode, code).toBe(422);
      expect(response.json().message).toMatch(message);
    }
    expect((await loadCart(buyer.headers)).kart.discount_code).toBeNull();
  });

  it('revalidates the kept code on every load and reports why it no longer applies', async () => {
    const buyer = await buyerWithThreeOrigins();
    await fillCart(buyer);
    const code = await addCode({ code: 'SOONOFF' });
    await call('POST', '/api/cart/apply_discount', buyer.headers, { discount_code: 'SOONOFF' });
    await testApp.database.db
      .update(discountCodes)
      .set({ isActive: false })
      .where(eq(discountCodes.id, code.id));
    const cart = await loadCart(buyer.headers);
    expect(cart.kart).toMatchObject({
      discount_code: 'SOONOFF',
      discount: 0,
      discount_error: 'Discount code SOONOFF is no longer active.',
    });
  });

  it('never lets a fixed code take more than the subtotal', async () => {
    const buyer = await buyerWithThreeOrigins();
    await addToCart(buyer.headers, buyer.cap.uuid, { 'One Size': 2 });
    await addCode({ code: 'HUGE', kind: 'fixed', value: 999_999 });
    await call('POST', '/api/cart/apply_discount', buyer.headers, { discount_code: 'HUGE' });
    const cart = await loadCart(buyer.headers);
    // 2 caps = 2000, all discounted; shipping 1800 x 1.09 = 1962.
    expect(cart.kart).toMatchObject({ subtotal: 2000, discount: 2000, total: 1962 });
  });
});

describe('checkout of a cart with sub-carts', () => {
  it('orders only the available lines at server prices, with shipping, discount and GST, and leaves the rest in the cart', async () => {
    const buyer = await buyerWithThreeOrigins();
    const { polo, vest } = await fillCart(buyer);
    await testApp.database.db.insert(discountCodes).values({ code: 'FIVE', kind: 'fixed', value: 500 });
    await call('POST', '/api/cart/apply_discount', buyer.headers, { discount_code: 'five' });
    await call('PUT', '/api/kart_items/update_policy', buyer.headers, {
      item_ids: [polo.id],
      service_id: services.sgExpress,
    });
    const response = await checkout(buyer.headers, {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      reference: 'PO-77',
      status: 'order_pending',
      // None of these is trusted.
      discount: 55_600,
      shipping: 0,
      subtotal: 1,
      total: 1,
      unit_price: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order, items } = (await call('GET', `/api/orders/${response.json().uuid}`, buyer.headers)).json();
    // 55600 - 500 + 2500 + 1800 = 59400; GST 9% = 5346.
    expect(order).toMatchObject({
      subtotal: 55600,
      discount: 500,
      discount_code: 'FIVE',
      shipping_fee: 4300,
      gst: 5346,
      total: 64746,
    });
    expect(items[0].items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ origin_country: 'SG', shipping_service: 'Express', lead_time: '1-2 days' }),
        expect.objectContaining({ origin_country: 'MY', shipping_service: 'Road', lead_time: '5-7 days' }),
      ]),
    );
    const cart = await loadCart(buyer.headers);
    expect(cart.subkarts).toHaveLength(0);
    expect(cart.unavail_items.map((item: { uuid: string }) => item.uuid)).toEqual([vest.uuid]);
    expect(cart.kart.discount_code).toBeNull();
    const [code] = await testApp.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'FIVE'));
    expect(code!.usedCount).toBe(1);
  });

  it('refuses a cart whose every line is unavailable and one without a billing address', async () => {
    const buyer = await buyerWithThreeOrigins();
    await addToCart(buyer.headers, buyer.vest.uuid, { L: 5 });
    const base = {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      reference: 'X',
      status: 'order_pending',
    };
    const nothing = await checkout(buyer.headers, { ...base, bill_add_id: buyer.address.id });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(
      'None of the items in your cart can ship to the selected destination.',
    );
    await addToCart(buyer.headers, buyer.polo.uuid, { M: 5 });
    const noBilling = await checkout(buyer.headers, base);
    expect(noBilling.statusCode).toBe(422);
    expect(noBilling.json().message).toBe('Select Billing Address');
  });

  it('refuses a checkout without a shipping address, whatever the fee, and writes nothing', async () => {
    const buyer = await buyerWithThreeOrigins();
    // The cap ships from MY for 18.00, the polo by free local delivery: neither goes without an address.
    await addToCart(buyer.headers, buyer.cap.uuid, { 'One Size': 30 });
    await addToCart(buyer.headers, buyer.polo.uuid, { M: 5 });
    for (const shipAddId of [null, undefined]) {
      const response = await checkout(buyer.headers, {
        team_id: buyer.team.id,
        ship_add_id: shipAddId,
        bill_add_id: buyer.address.id,
        reference: 'X',
        status: 'order_pending',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Select Shipping Address');
    }
    const orderList = await call('GET', '/api/orders', buyer.headers);
    expect(orderList.json().meta.total_count).toBe(0);
    const cart = await loadCart(buyer.headers);
    expect(cart.subkarts.flatMap((subkart: { items: unknown[] }) => subkart.items)).toHaveLength(2);
  });

  it('writes one employee row per roster row of a line', async () => {
    const buyer = await buyerWithThreeOrigins();
    const line = await addToCart(buyer.headers, buyer.polo.uuid, { M: 2, L: 1 });
    const { db } = testApp.database;
    await db
      .update(kartItems)
      .set({
        employees: [
          {
            staff_id: '007',
            name: 'Ana Lim',
            sex: 'female',
            size: 'M',
            qty: '2',
            tag_1: 'RFID-1',
            tag_2: '',
          },
          { staff_id: '010', name: 'Ben Ong', sex: 'male', size: 'L', qty: '1' },
        ],
      })
      .where(eq(kartItems.id, line.id));
    const item = (await call('GET', `/api/kart_items/${line.uuid}`, buyer.headers)).json().kart_item;
    expect(item).toMatchObject({ is_contain_namelist: true, is_contain_rfid_tag: true });
    expect(item.employees).toHaveLength(2);

    const placed = await checkout(buyer.headers, {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      reference: 'R',
      status: 'order_pending',
    });
    const [order] = await db.select().from(orders).where(eq(orders.uuid, placed.json().uuid));
    const [orderItem] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const rows = await db
      .select()
      .from(employeeProducts)
      .where(eq(employeeProducts.orderItemId, orderItem!.id));
    expect(rows.map((row) => [row.staffId, row.name, row.size, row.qty, row.tags])).toEqual([
      ['007', 'Ana Lim', 'M', 2, ['RFID-1']],
      ['010', 'Ben Ong', 'L', 1, []],
    ]);
  });

  it('lets only as many checkouts use a code as its limit, even when twenty race for it', async () => {
    const { db } = testApp.database;
    await db.insert(discountCodes).values({ code: 'RACE3', kind: 'percentage', value: 10, usageLimit: 3 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const buyer = await buyerWithThreeOrigins();
        await addToCart(buyer.headers, buyer.polo.uuid, { M: 10 });
        const applied = await call('POST', '/api/cart/apply_discount', buyer.headers, {
          discount_code: 'RACE3',
        });
        expect(applied.statusCode).toBe(200);
        return buyer;
      }),
    );
    const responses = await Promise.all(
      buyers.map((buyer) =>
        checkout(buyer.headers, {
          team_id: buyer.team.id,
          ship_add_id: buyer.address.id,
          bill_add_id: buyer.address.id,
          reference: 'RACE',
          status: 'order_pending',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(17);
    for (const response of refused) {
      expect(response.json().message).toBe('Discount code RACE3 has reached its usage limit.');
    }
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'RACE3'));
    expect(code!.usedCount).toBe(3);
    const withCode = await db.select().from(orders).where(eq(orders.discountCode, 'RACE3'));
    expect(withCode).toHaveLength(3);
    // Twenty companies set up and checking out at once: a minute's allowance on a busy machine, not a speed test.
  }, 90_000);
});

describe('cart attachments', () => {
  it('stores several PO files checked by content, lists them on the cart and moves them to the order', async () => {
    const buyer = await buyerWithThreeOrigins();
    await addToCart(buyer.headers, buyer.polo.uuid, { M: 10 });
    const csv = Buffer.from('staff_id,name\n001,Ana\n');
    const upload = await uploadFiles('/api/po_attachments', buyer.headers, [
      { name: 'PO 4411.pdf', bytes: PDF },
      { name: 'lines.csv', bytes: csv },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().attachments.map((file: { name: string }) => file.name)).toEqual([
      'PO 4411.pdf',
      'lines.csv',
    ]);
    const cart = await loadCart(buyer.headers);
    expect(cart.kart.po_attachments).toHaveLength(2);
    const download = await testApp.app.inject({ method: 'GET', url: cart.kart.po_attachments[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="PO 4411.pdf"');

    // The PO files stand in for the PO reference.
    const placed = await checkout(buyer.headers, {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      status: 'order_pending',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = (await call('GET', `/api/orders/${placed.json().uuid}`, buyer.headers)).json();
    expect(order.po_attachments.map((file: { name: string }) => file.name)).toEqual([
      'PO 4411.pdf',
      'lines.csv',
    ]);
    expect((await loadCart(buyer.headers)).kart.po_attachments).toHaveLength(0);
  });

  it('refuses files that are not images, spreadsheets, csv or pdf, whatever their name says', async () => {
    const buyer = await buyerWithThreeOrigins();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const binary = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    for (const file of [
      { name: 'po.pdf', bytes: svg },
      { name: 'po.xlsx', bytes: binary },
    ]) {
      const response = await uploadFiles('/api/attachment_files', buyer.headers, [file]);
      expect(response.statusCode, file.name).toBe(422);
    }
    expect((await loadCart(buyer.headers)).kart.other_attachments).toHaveLength(0);
  });

  it('removes the caller’s file and answers 404 for another company’s', async () => {
    const buyer = await buyerWithThreeOrigins();
    const other = await buyerWithThreeOrigins();
    const mine = (
      await uploadFiles('/api/attachment_files', buyer.headers, [{ name: 'a.pdf', bytes: PDF }])
    ).json().attachments[0];
    const theirs = (
      await uploadFiles('/api/po_attachments', other.headers, [{ name: 'b.pdf', bytes: PDF }])
    ).json().attachments[0];
    expect((await call('DELETE', '/api/po_attachments', buyer.headers, { id: theirs.id })).statusCode).toBe(
      404,
    );
    // A PO file is not deleted through the other-attachments call either.
    expect((await call('DELETE', '/api/attachment_files', other.headers, { id: theirs.id })).statusCode).toBe(
      404,
    );
    const removed = await call('DELETE', '/api/attachment_files', buyer.headers, { id: mine.id });
    expect(removed.json()).toEqual({ message: 'Deleted!' });
    expect((await loadCart(buyer.headers)).kart.other_attachments).toHaveLength(0);
    expect((await loadCart(other.headers)).kart.po_attachments).toHaveLength(1);
  });

  it('answers 404 to a checkout with another company’s shipping address', async () => {
    const buyer = await buyerWithThreeOrigins();
    const other = await buyerWithThreeOrigins();
    await addToCart(buyer.headers, buyer.polo.uuid, { M: 10 });
    const response = await checkout(buyer.headers, {
      team_id: buyer.team.id,
      ship_add_id: other.address.id,
      bill_add_id: buyer.address.id,
      reference: 'X',
      status: 'order_pending',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Address not found');
  });
});

describe('provider console: shipping, tax and discount settings', () => {
  it('lets provider staff add, change and delete a shipping service', async () => {
    const staff = await signInProviderStaff();
    const created = await call('POST', '/api/admin/shipping_services', staff, {
      origin_country: 'sg',
      destination_country: 'ID',
      title: 'Sea freight',
      lead_time: '10-14 business days',
      fee_cents: 3900,
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().shipping_service;
    expect(service).toMatchObject({
      origin_country: 'SG',
      destination_country_name: 'Indonesia',
      is_active: true,
    });
    const changed = await call('PUT', `/api/admin/shipping_services/${service.id}`, staff, {
      ...service,
      fee_cents: 4200,
      is_active: false,
    });
    expect(changed.json().shipping_service).toMatchObject({ fee_cents: 4200, is_active: false });
    const listed = await call('GET', '/api/admin/shipping_services?destination_country=ID', staff);
    expect(listed.json().shipping_services).toHaveLength(1);
    const negative = await call('POST', '/api/admin/shipping_services', staff, { ...service, fee_cents: -1 });
    expect(negative.statusCode).toBe(422);
    expect((await call('DELETE', `/api/admin/shipping_services/${service.id}`, staff)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/shipping_services/${service.id}`, staff)).statusCode).toBe(404);
  });

  it('sets, changes and removes a country’s tax rate, and the buyer’s tax call follows it', async () => {
    const staff = await signInProviderStaff();
    const buyer = await buyerWithThreeOrigins();
    const set = await call('POST', '/api/admin/tax_rates', staff, { country_code: 'id', rate_percent: 11 });
    expect(set.json().tax_rate).toEqual({ country_code: 'ID', country_name: 'Indonesia', rate_percent: 11 });
    expect((await call('GET', '/api/taxes?country=ID', buyer.headers)).json()).toEqual({ gst_rate: 11 });
    await call('PUT', '/api/admin/tax_rates/ID', staff, { rate_percent: 12 });
    expect((await call('GET', '/api/taxes?country=ID', buyer.headers)).json()).toEqual({ gst_rate: 12 });
    expect(
      (await call('POST', '/api/admin/tax_rates', staff, { country_code: 'ID', rate_percent: 101 }))
        .statusCode,
    ).toBe(422);
    await call('DELETE', '/api/admin/tax_rates/ID', staff);
    expect((await call('GET', '/api/taxes?country=ID', buyer.headers)).json()).toEqual({ gst_rate: 0 });
  });

  it('manages discount codes and shows how often each was used', async () => {
    const staff = await signInProviderStaff();
    const created = await call('POST', '/api/admin/discount_codes', staff, {
      code: 'spring25',
      kind: 'percentage',
      value: 25,
      valid_from: '2026-03-01T00:00:00.000Z',
      valid_until: '2026-06-01T00:00:00.000Z',
      usage_limit: 50,
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json().discount_code;
    expect(code).toMatchObject({ code: 'SPRING25', used_count: 0, usage_limit: 50 });
    const duplicate = await call('POST', '/api/admin/discount_codes', staff, {
      code: 'SPRING25',
      kind: 'fixed',
      value: 100,
    });
    expect(duplicate.statusCode).toBe(409);
    const tooMuch = await call('POST', '/api/admin/discount_codes', staff, {
      code: 'ALL',
      kind: 'percentage',
      value: 150,
    });
    expect(tooMuch.statusCode).toBe(422);
    const changed = await call('PUT', `/api/admin/discount_codes/${code.id}`, staff, {
      ...code,
      kind: 'fixed',
      value: 1000,
    });
    expect(changed.json().discount_code).toMatchObject({ kind: 'fixed', value: 1000 });
    const list = await call('GET', '/api/admin/discount_codes', staff);
    expect(list.json().discount_codes.map((entry: { code: string }) => entry.code)).toContain('SPRING25');
    expect((await call('DELETE', `/api/admin/discount_codes/${code.id}`, staff)).statusCode).toBe(200);
  });

  it('answers 404 to a customer on every settings call', async () => {
    const buyer = await buyerWithThreeOrigins();
    for (const url of ['/api/admin/shipping_services', '/api/admin/tax_rates', '/api/admin/discount_codes']) {
      expect((await call('GET', url, buyer.headers)).statusCode, url).toBe(404);
    }
    const create = await call('POST', '/api/admin/discount_codes', buyer.headers, {
      code: 'MINE',
      kind: 'percentage',
      value: 100,
    });
    expect(create.statusCode).toBe(404);
  });
});
