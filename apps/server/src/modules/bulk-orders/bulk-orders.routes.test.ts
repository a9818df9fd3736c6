import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kartItems, savedProducts } from '../../db/schema.ts';
import { createBuyer, createProduct, createSavedProduct, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A buyer with two saved products (sizes S, M, L, XL, 2XL; 25.00 a piece, 2XL +3.00) and signed-in headers. */
async function buyerWithProducts() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const polo = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    title: 'Front Desk Polo',
  });
  const apron = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    title: 'Kitchen Apron',
  });
  const headers = await signIn(testApp.app, buyer.user.email);
  return { buyer, polo, apron, headers };
}

function postBulkOrder(headers: Record<string, string>, quote: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/kart_items/bulk_orders',
    headers,
    payload: { quote },
  });
}

async function cartOf(headers: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/kart_items', headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const roster = [
  {
    staff_id: '007',
    name: 'Ana Lim',
    sex: 'female',
    department: 'Front Office',
    nametag: 'Ana',
    product1_size: 'M',
    product1_qty: '2',
    product1_note: 'short sleeves',
    product1_tag_1: 'RFID-1',
    product2_size: 'NA',
    product2_qty: '0',
  },
  {
    staff_id: '0042',
    name: 'Raj Kumar',
    sex: 'male',
    department: 'Kitchen',
    product1_size: 'l',
    product1_qty: '1',
    product2_size: '2XL',
    product2_qty: '1',
    price: '1',
  },
];

describe('bulk orders', () => {
  it('adds one cart line per product from a roster, quantities summed and rows kept with their zeros', async () => {
    const { polo, apron, headers } = await buyerWithProducts();
    const response = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid, qty_options: { M: 500 } }, { saved_product_id: apron.uuid }],
      employees: roster,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Added to cart!',
      kart_items: [
        { title: 'Front Desk Polo', total_qty: 3 },
        { title: 'Kitchen Apron', total_qty: 1 },
      ],
    });

    const cart = await cartOf(headers);
    const items = cart.subkarts.flatMap((subkart: { items: unknown[] }) => subkart.items);
    expect(items.map((item: { qty_options: unknown }) => item.qty_options)).toEqual([
      { M: 2, L: 1 },
      { '2XL': 1 },
    ]);
    expect(items.every((item: { is_contain_namelist: boolean }) => item.is_contain_namelist)).toBe(true);

    const { db } = testApp.database;
    const lines = await db.query.kartItems.findMany({ orderBy: (table, { asc }) => [asc(table.id)] });
    const mine = lines.filter((line) => line.savedProductId === polo.id);
    expect(mine[0]!.employees).toEqual([
      expect.objectContaining({
        staff_id: '007',
        size: 'M',
        qty: '2',
        note: 'short sleeves',
        tag_1: 'RFID-1',
      }),
      expect.objectContaining({ staff_id: '0042', size: 'L', qty: '1' }),
    ]);
    expect(mine[0]!.mode).toBe('pro');
  });

  it('ignores prices a client sends: the cart total comes from the catalogue', async () => {
    const { polo, apron, headers } = await buyerWithProducts();
    const response = await postBulkOrder(headers, {
      mode: 'pro',
      data: [
        { saved_product_id: polo.uuid, unit_price: 1, amount: 1 },
        { saved_product_id: apron.uuid, unit_price: 1 },
      ],
      employees: roster,
      subtotal: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const cart = await cartOf(headers);
    // Polo: 3 x 25.00; apron: 1 x (25.00 + 3.00 for 2XL).
    expect(cart.kart.subtotal).toBe(3 * 2500 + 2800);
  });

  it('carries the saved product’s design into the cart line, so its decoration is charged', async () => {
    const { polo, headers } = await buyerWithProducts();
    const { db } = testApp.database;
    const design = {
      faces: {
        front: {
          artworks: [
            {
              artwork_id: '00000000-0000-4000-8000-000000000001',
              left: 10,
              top: 10,
              width: 100,
              height: 100,
              angle: 0,
              width_cm: 10,
              height_cm: 10,
              finishing: 'screenprint',
              colors_count: 2,
              print_size: 'a5' as const,
            },
          ],
        },
      },
    };
    await db.update(savedProducts).set({ design }).where(eq(savedProducts.id, polo.id));
    const response = await postBulkOrder(headers, {
      mode: 'normal',
      data: [{ saved_product_id: polo.uuid, qty_options: { M: 2 } }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [line] = await db.select().from(kartItems).where(eq(kartItems.savedProductId, polo.id));
    expect(line!.design).toEqual(design);
    const item = (await cartOf(headers)).subkarts[0].items[0];
    expect(item.surcharge).toBeGreaterThan(0);
    expect(item.amount).toBeGreaterThan(2 * 2500);
  });

  it('orders typed quantities per product and size in manual mode', async () => {
    const { polo, apron, headers } = await buyerWithProducts();
    const response = await postBulkOrder(headers, {
      mode: 'normal',
      data: [
        { saved_product_id: polo.uuid, qty_options: { S: 4, M: 0 } },
        { saved_product_id: apron.uuid, qty_options: { XL: 2 } },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const cart = await cartOf(headers);
    expect(cart.subkarts[0].items.map((item: { qtys: string }) => item.qtys)).toEqual(['S: 4', 'XL: 2']);
    expect(cart.kart.subtotal).toBe(6 * 2500);
  });

  it('refuses a roster with an invalid row, naming the row and the spec’s message, and adds nothing', async () => {
    const { polo, headers } = await buyerWithProducts();
    const response = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      employees: [
        { staff_id: '001', name: 'Ok', sex: 'male', product1_size: 'S', product1_qty: '1' },
        { staff_id: '', name: 'No Id', sex: 'male', product1_size: 'S', product1_qty: '1' },
        { staff_id: '003', name: 'Big', sex: 'male', product1_size: '5XL', product1_qty: '1' },
        {
          staff_id: '004',
          name: 'Tag',
          sex: 'male',
          nametag: 'x'.repeat(26),
          product1_size: 'S',
          product1_qty: '1',
        },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.full_messages).toEqual([
      'Row 2: - Input Staff ID',
      "Row 3 (staff ID 003): - Size 5XL is not one of Front Desk Polo's sizes: S, M, L, XL, 2XL or NA",
      'Row 4 (staff ID 004): - Tags Max 25 Characters',
    ]);
    expect((await cartOf(headers)).subkarts).toEqual([]);
  });

  it('takes one piece for each row of a plain roster (no Sex, no quantity column), sizes in the product order', async () => {
    const { polo, headers } = await buyerWithProducts();
    const response = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      // Staff ID, Name, Department, Size: the roster many hotels keep.
      employees: [
        { staff_id: '1', name: 'Ana', department: 'Front Office', product1_size: 'L' },
        { staff_id: '2', name: 'Raj', department: 'Kitchen', product1_size: 'S' },
        { staff_id: '3', name: 'Cy', department: 'Kitchen', product1_size: 'l', product1_qty: '' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().kart_items).toEqual([expect.objectContaining({ total_qty: 3 })]);
    const cart = await cartOf(headers);
    // Stored as jsonb, which hands back 'L' before 'S'; the line reads in the product's order.
    expect(cart.subkarts[0].items[0].qtys).toBe('S: 1, L: 2');
  });

  it('refuses a staff ID ordering one product on two rows, naming both rows, and adds nothing', async () => {
    const { polo, headers } = await buyerWithProducts();
    const response = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      employees: [
        { staff_id: 'FO-1', name: 'Ana', product1_size: 'M' },
        { staff_id: 'FO-2', name: 'Raj', product1_size: 'L' },
        { staff_id: 'fo-1', name: 'Ana Lim', product1_size: 'S' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.full_messages).toEqual([
      'Row 1 (staff ID FO-1): - Staff ID FO-1 is also on row 3: keep or drop this row',
      'Row 3 (staff ID fo-1): - Staff ID fo-1 is also on row 1: keep or drop this row',
    ]);
    expect((await cartOf(headers)).subkarts).toEqual([]);
  });

  it('bills a repeated staff ID twice only when the buyer kept each of its rows', async () => {
    const { polo, headers } = await buyerWithProducts();
    const oneKept = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      employees: [
        { staff_id: 'FO-1', name: 'Ana', product1_size: 'M', keep_duplicate: 'yes' },
        { staff_id: 'FO-1', name: 'Ana', product1_size: 'S' },
      ],
    });
    expect(oneKept.statusCode).toBe(422);
    expect(oneKept.json().errors.full_messages).toEqual([
      'Row 2 (staff ID FO-1): - Staff ID FO-1 is also on row 1: keep or drop this row',
    ]);
    const bothKept = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      employees: [
        { staff_id: 'FO-1', name: 'Ana', product1_size: 'M', keep_duplicate: 'yes' },
        { staff_id: 'FO-1', name: 'Ana', product1_size: 'S', keep_duplicate: 'yes' },
      ],
    });
    expect(bothKept.statusCode, bothKept.body).toBe(201);
    const cart = await cartOf(headers);
    expect(cart.subkarts[0].items[0].qtys).toBe('S: 1, M: 1');
  });

  it('reads XXL, Extra Large and small as the product’s 2XL, XL and S, and names the sizes for an unknown one', async () => {
    const { polo, headers } = await buyerWithProducts();
    const unknown = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      employees: [{ staff_id: '1', name: 'Ana', product1_size: 'Huge' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.full_messages).toEqual([
      "Row 1 (staff ID 1): - Size Huge is not one of Front Desk Polo's sizes: S, M, L, XL, 2XL or NA",
    ]);
    const response = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      employees: [
        { staff_id: '1', name: 'Ana', product1_size: 'XXL' },
        { staff_id: '2', name: 'Raj', product1_size: 'Extra Large' },
        { staff_id: '3', name: 'Cy', product1_size: 'small' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const cart = await cartOf(headers);
    expect(cart.subkarts[0].items[0].qtys).toBe('S: 1, XL: 1, 2XL: 1');
  });

  it('refuses negative and fractional quantities with 422', async () => {
    const { polo, headers } = await buyerWithProducts();
    for (const qty of [-1, 1.5]) {
      const manual = await postBulkOrder(headers, {
        mode: 'normal',
        data: [{ saved_product_id: polo.uuid, qty_options: { M: qty } }],
      });
      expect(manual.statusCode).toBe(422);
    }
    for (const qty of ['-1', '1.5']) {
      const fromRoster = await postBulkOrder(headers, {
        mode: 'pro',
        data: [{ saved_product_id: polo.uuid }],
        employees: [{ staff_id: '1', name: 'A', sex: 'male', product1_size: 'M', product1_qty: qty }],
      });
      expect(fromRoster.statusCode).toBe(422);
      expect(fromRoster.json().message).toBe('Row 1 (staff ID 1): - Input product1_qty');
    }
    expect((await cartOf(headers)).subkarts).toEqual([]);
  });

  it('takes 1 to 10 products: none or eleven answer 422', async () => {
    const { buyer, polo, headers } = await buyerWithProducts();
    const none = await postBulkOrder(headers, { mode: 'normal', data: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toContain('Choose 1 to 10 products.');
    const { db } = testApp.database;
    const eleven = [];
    for (let i = 0; i < 11; i++) {
      eleven.push(await createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id }));
    }
    const tooMany = await postBulkOrder(headers, {
      mode: 'normal',
      data: eleven.map((saved) => ({ saved_product_id: saved.uuid, qty_options: { M: 1 } })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain('Choose 1 to 10 products.');
    const ten = await postBulkOrder(headers, {
      mode: 'normal',
      data: [polo, ...eleven.slice(0, 9)].map((saved) => ({
        saved_product_id: saved.uuid,
        qty_options: { M: 1 },
      })),
    });
    expect(ten.statusCode, ten.body).toBe(201);
  });

  it('refuses a product below its minimum order, naming it', async () => {
    const { buyer, headers } = await buyerWithProducts();
    const { db } = testApp.database;
    const product = await createProduct(db, { minQty: 10 });
    const cap = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      productId: product.id,
      title: 'Crew Cap',
    });
    const response = await postBulkOrder(headers, {
      mode: 'normal',
      data: [{ saved_product_id: cap.uuid, qty_options: { M: 9 } }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Crew Cap: Minimum Order: 10 Units');
  });

  it('refuses a size the product does not have and a product nobody orders', async () => {
    const { polo, apron, headers } = await buyerWithProducts();
    const unknownSize = await postBulkOrder(headers, {
      mode: 'normal',
      data: [{ saved_product_id: polo.uuid, qty_options: { '5XL': 1 } }],
    });
    expect(unknownSize.statusCode).toBe(422);
    const nobody = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }, { saved_product_id: apron.uuid }],
      employees: [roster[0]],
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().message).toBe('Kitchen Apron: Enter a quantity for at least one size.');
  });

  it("answers 404 for another company's saved product and adds nothing", async () => {
    const { polo, headers } = await buyerWithProducts();
    const other = await createBuyer(testApp.database.db);
    const foreign = await createSavedProduct(testApp.database.db, {
      companyId: other.company.id,
      userId: other.user.id,
    });
    const response = await postBulkOrder(headers, {
      mode: 'normal',
      data: [
        { saved_product_id: polo.uuid, qty_options: { M: 1 } },
        { saved_product_id: foreign.uuid, qty_options: { M: 1 } },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect((await cartOf(headers)).subkarts).toEqual([]);
  });

  it('takes a 10,000-row roster in one request', async () => {
    const { polo, headers } = await buyerWithProducts();
    const employees = Array.from({ length: 10_000 }, (_, index) => ({
      staff_id: String(index).padStart(6, '0'),
      name: `Employee ${index}`,
      sex: index % 2 ? 'male' : 'female',
      department: 'Housekeeping',
      cost_center: 'CC-1',
      other_info: 'Long enough to make the body several megabytes in total',
      product1_size: ['S', 'M', 'L'][index % 3]!,
      product1_qty: '1',
    }));
    const response = await postBulkOrder(headers, {
      mode: 'pro',
      data: [{ saved_product_id: polo.uuid }],
      employees,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    expect(response.json().kart_items[0].total_qty).toBe(10_000);
  });

  it('asks for a signed-in customer', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/kart_items/bulk_orders',
      payload: {
        quote: {
          mode: 'normal',
          data: [{ saved_product_id: '00000000-0000-4000-8000-000000000000', qty_options: { M: 1 } }],
        },
      },
    });
    expect(response.statusCode).toBe(401);
  });
});
