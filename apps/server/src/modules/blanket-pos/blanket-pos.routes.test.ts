import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createSavedProduct, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function premiumItem(title = 'Chef jacket') {
  const { db } = testApp.database;
  const buyer = await createBuyer(db, { plan: 'premium' });
  const saved = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    title,
  });
  const headers = await signIn(testApp.app, buyer.user.email);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/inventories',
    headers,
    payload: { saved_product_id: saved.uuid },
  });
  return { headers, uuid: created.json().inventory.uuid as string };
}

function postBlanketPo(
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Array<{ name: string; bytes: Buffer }> = [],
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((file) => ({ name: 'po_attachment', fileName: file.name, data: file.bytes })),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/blanket_purchase_orders',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('blanket purchase orders', () => {
  it('creates one with a file, shows it on the item with its duration, and deletes it', async () => {
    const { headers, uuid } = await premiumItem();
    const created = await postBlanketPo(
      headers,
      {
        inventory_id: uuid,
        title: 'PO-2026-77',
        begin_at: '2026-01-15',
        finish_at: '2027-03-15',
        'qtys[M]': '40',
        'qtys[L]': '20',
        note: 'Yearly call-off',
      },
      [{ name: 'po.pdf', bytes: PDF }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/inventories/${uuid}`, headers });
    const [bpo] = detail.json().inventory.blanket_p_ords;
    expect(bpo).toMatchObject({
      title: 'PO-2026-77',
      begin_at: '2026-01-15',
      finish_at: '2027-03-15',
      duration: '1 year 2 months',
      qtys: { M: 40, L: 20 },
      note: 'Yearly call-off',
      attachment: { title: 'po.pdf' },
    });
    const file = await testApp.app.inject({ method: 'GET', url: bpo.attachment.url });
    expect(file.statusCode).toBe(200);
    expect(detail.json().inventory.logs[0].message).toContain('PO-2026-77');

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/blanket_purchase_orders',
      headers,
      payload: { id: bpo.id },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('refuses a missing PO number, no quantity, a bad date and a file of another type, all at once', async () => {
    const { headers, uuid } = await premiumItem();
    const response = await postBlanketPo(
      headers,
      { inventory_id: uuid, title: ' ', begin_at: '2026-02-30', 'qtys[M]': '1.5' },
      [{ name: 'page.html', bytes: Buffer.from('<html><script>alert(1)</script></html>') }],
    );
    expect(response.statusCode).toBe(422);
    const messages: string[] = response.json().errors.full_messages;
    expect(messages).toContain('PO Number is required');
    expect(messages).toContain('From date must be a date in yyyy-MM-dd');
    expect(messages.some((message) => message.includes('whole number'))).toBe(true);
    expect(messages.some((message) => message.includes('only images, xls, xlsx, csv and pdf'))).toBe(true);
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/inventories/${uuid}`, headers });
    expect(detail.json().inventory.blanket_p_ords).toEqual([]);
  });

  it('refuses a second file', async () => {
    const { headers, uuid } = await premiumItem();
    const response = await postBlanketPo(headers, { inventory_id: uuid, title: 'PO-1', 'qtys[S]': '1' }, [
      { name: 'a.pdf', bytes: PDF },
      { name: 'b.pdf', bytes: PDF },
    ]);
    expect(response.statusCode).toBe(422);
  });

  it("answers 404 for another company's item or blanket PO", async () => {
    const owner = await premiumItem();
    const stranger = await premiumItem();
    const created = await postBlanketPo(owner.headers, {
      inventory_id: owner.uuid,
      title: 'PO-9',
      'qtys[S]': '3',
    });
    expect(created.statusCode).toBe(201);
    const foreignCreate = await postBlanketPo(stranger.headers, {
      inventory_id: owner.uuid,
      title: 'PO-X',
      'qtys[S]': '3',
    });
    expect(foreignCreate.statusCode).toBe(404);
    const foreignDelete = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/blanket_purchase_orders',
      headers: stranger.headers,
      payload: { id: created.json().blanket_purchase_order.id },
    });
    expect(foreignDelete.statusCode).toBe(404);
  });
});

describe('inventories list and export', () => {
  it('lists, searches by product name and exports one row per size with formula cells neutralised', async () => {
    const { headers } = await premiumItem('=HYPERLINK("x") polo');
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/inventories?keyword=hyperlink&per_page=5',
      headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().meta).toMatchObject({ total_count: 1, per_page: 5 });
    expect(listed.json().inventories[0]).toMatchObject({
      sizes: ['S', 'M', 'L', 'XL', '2XL'],
      total_ready_stock: 0,
    });

    const exported = await testApp.app.inject({ method: 'GET', url: '/api/inventories/export_csv', headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('inventories-export');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 5);
    expect(lines[1]).toMatch(/^"'=HYPERLINK/);
  });

  it('refuses bad paging and filters with 400 or 422, never 500', async () => {
    const { headers } = await premiumItem();
    for (const query of ['page=0', 'per_page=1000', 'team_id=abc', 'address_id=-1', 'page=99999999999']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/inventories?${query}`, headers });
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});
