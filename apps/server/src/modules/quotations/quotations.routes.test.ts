import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  orderItems,
  orders,
  rfQuotes,
  rfqAttachments,
  rfqVersions,
  teamMembers,
} from '../../db/schema.ts';
import { createAddress, createBuyer, createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let providerHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const provider = await createProviderStaff(testApp.database.db);
  providerHeaders = await signIn(testApp.app, provider.email);
});
afterAll(() => testApp.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A buyer with a team and a Singapore address set as their defaults. */
async function buyerWithAddress() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
  const headers = await signIn(testApp.app, buyer.user.email);
  return { ...buyer, address, headers };
}

type Buyer = Awaited<ReturnType<typeof buyerWithAddress>>;

function send(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; bytes: Buffer }> = [],
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((file) => ({ name: file.field, fileName: file.name, data: file.bytes })),
  ]);
  return testApp.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function requestQuotation(
  buyer: Buyer,
  extra: Record<string, string> = {},
  files: Parameters<typeof send>[4] = [],
) {
  return send(
    'POST',
    '/api/rf_quotes',
    buyer.headers,
    {
      project_title: 'Front desk refresh',
      email: buyer.user.email,
      company: 'Harbour Hotels',
      name: 'Mei Tan',
      team_id: String(buyer.team.id),
      note: 'Embroidered logo on the chest',
      ship_add_id: String(buyer.address.id),
      bill_add_id: String(buyer.address.id),
      'rfq_products_attributes[0][title]': 'Blazer',
      'rfq_products_attributes[0][user_unit_cost]': '85.50',
      'rfq_products_attributes[0][qty]': '40',
      'rfq_products_attributes[0][has_logo]': 'true',
      'rfq_products_attributes[0][requirements]': 'Navy, wool blend',
      'rfq_products_attributes[1][title]': 'Name badge',
      'rfq_products_attributes[1][user_unit_cost]': '4',
      'rfq_products_attributes[1][qty]': '40',
      ...extra,
    },
    files,
  );
}

async function createdQuotation(buyer: Buyer) {
  const created = await requestQuotation(buyer);
  expect(created.statusCode, created.body).toBe(201);
  const uid = created.json().id as string;
  const detail = await testApp.app.inject({
    method: 'GET',
    url: `/api/rf_quotes/${uid}`,
    headers: buyer.headers,
  });
  return { uid, rfq: detail.json().rfq };
}

async function price(uid: string, productIds: number[], unitPrice = 8000) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/rf_quotes/${uid}/price`,
    headers: providerHeaders,
    payload: {
      products: productIds.map((id) => ({ id, unit_price: unitPrice })),
      shipping_fee: 1800,
      additional_fees: 2500,
      due_date: '2026-12-20',
    },
  });
}

describe('requests for quotation', () => {
  it('stores a request with its products and files, and lists it as Pending at 0', async () => {
    const buyer = await buyerWithAddress();
    const created = await requestQuotation(buyer, {}, [
      { field: 'rfq_products_attributes[0][attachments][]', name: 'brief.pdf', bytes: PDF },
      { field: 'rfq_products_attributes[0][attachments][]', name: 'logo.pdf', bytes: PDF },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().id).toMatch(/^Q-\d{4}-\d{6}$/);

    const list = await testApp.app.inject({ method: 'GET', url: '/api/rf_quotes', headers: buyer.headers });
    expect(list.json().quotations).toEqual([
      expect.objectContaining({
        uid: created.json().id,
        project_title: 'Front desk refresh',
        status: 'quote_pending',
        team_name: buyer.team.name,
        total: 0,
      }),
    ]);
    expect(list.json().meta.total_count).toBe(1);

    const { rfq } = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/rf_quotes/${created.json().id}`,
        headers: buyer.headers,
      })
    ).json();
    expect(rfq.products).toEqual([
      expect.objectContaining({
        title: 'Blazer',
        qty: 40,
        user_unit_cost: 8550,
        unit_price: null,
        has_logo: true,
        requirements: 'Navy, wool blend',
        status: 'awaiting_price',
      }),
      expect.objectContaining({ title: 'Name badge', user_unit_cost: 400, has_logo: false, attachments: [] }),
    ]);
    expect(rfq.products[0].attachments.map((file: { file_name: string }) => file.file_name)).toEqual([
      'brief.pdf',
      'logo.pdf',
    ]);
    const file = await testApp.app.inject({ method: 'GET', url: rfq.products[0].attachments[0].file_url });
    expect(file.statusCode).toBe(200);
    expect(rfq.ship_address.id).toBe(buyer.address.id);
  });

  it('refuses a request missing required fields, naming each, and stores nothing', async () => {
    const buyer = await buyerWithAddress();
    const { db } = testApp.database;
    const before = (await db.select({ n: count() }).from(rfQuotes))[0]!.n;
    const refused = await requestQuotation(buyer, {
      project_title: ' ',
      email: 'not-an-email',
      'rfq_products_attributes[0][qty]': '-3',
      'rfq_products_attributes[1][user_unit_cost]': 'cheap',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.full_messages).toEqual(
      expect.arrayContaining([
        'Project title is required',
        'Email is invalid',
        'Quantity must be a whole number of pieces',
        'Budget must be an amount like 12.50',
      ]),
    );
    const noProducts = await send('POST', '/api/rf_quotes', buyer.headers, {
      project_title: 'x',
      email: buyer.user.email,
      company: 'c',
      name: 'n',
      team_id: String(buyer.team.id),
      note: 'n',
    });
    expect(noProducts.statusCode).toBe(422);
    expect(noProducts.json().errors.full_messages).toContain('Add at least one product');
    expect((await db.select({ n: count() }).from(rfQuotes))[0]!.n).toBe(before);
  });

  it('refuses a file of another type, naming the accepted types, and stores neither the request nor the files', async () => {
    const buyer = await buyerWithAddress();
    const { db } = testApp.database;
    const filesBefore = (await db.select({ n: count() }).from(rfqAttachments))[0]!.n;
    const refused = await requestQuotation(buyer, {}, [
      { field: 'rfq_products_attributes[0][attachments][]', name: 'brief.pdf', bytes: PDF },
      { field: 'rfq_products_attributes[0][attachments][]', name: 'page.html', bytes: HTML },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.full_messages).toEqual([
      'page.html: only png, jpg, jpeg, svg, pdf, xls, xlsx and csv files can be attached.',
    ]);
    expect((await db.select({ n: count() }).from(rfqAttachments))[0]!.n).toBe(filesBefore);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/rf_quotes', headers: buyer.headers });
    expect(list.json().quotations).toEqual([]);
  });

  it("refuses a team the buyer has not joined and another company's address", async () => {
    const buyer = await buyerWithAddress();
    const other = await buyerWithAddress();
    const wrongTeam = await requestQuotation(buyer, { team_id: String(other.team.id) });
    expect(wrongTeam.statusCode).toBe(422);
    expect(wrongTeam.json().errors.full_messages).toEqual(['Select a team']);
    const wrongAddress = await requestQuotation(buyer, { ship_add_id: String(other.address.id) });
    expect(wrongAddress.statusCode).toBe(404);
  });

  it("answers 404 to another company's user for every call that names a quotation, product or comment", async () => {
    const buyer = await buyerWithAddress();
    const stranger = await buyerWithAddress();
    const { uid, rfq } = await createdQuotation(buyer);
    const productId = rfq.products[0].id;
    const comment = await send('POST', '/api/rfq_comments', buyer.headers, {
      rfq_product_id: String(productId),
      content: 'Can you match our navy?',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const calls = [
      testApp.app.inject({ method: 'GET', url: `/api/rf_quotes/${uid}`, headers: stranger.headers }),
      testApp.app.inject({
        method: 'PUT',
        url: `/api/rf_quotes/${uid}`,
        headers: stranger.headers,
        payload: { note: 'mine now' },
      }),
      testApp.app.inject({
        method: 'DELETE',
        url: '/api/rf_quotes',
        headers: stranger.headers,
        payload: { uid },
      }),
      testApp.app.inject({
        method: 'PUT',
        url: `/api/rf_quotes/${uid}/approve_quote`,
        headers: stranger.headers,
      }),
      send('PUT', `/api/rfq_products/${productId}`, stranger.headers, {
        title: 'x',
        qty: '1',
        user_unit_cost: '1',
      }),
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/rfq_products/${productId}/remove_attachment`,
        headers: stranger.headers,
        payload: { attachment_id: 1 },
      }),
      send('POST', '/api/rfq_comments', stranger.headers, {
        rfq_product_id: String(productId),
        content: 'hi',
      }),
      testApp.app.inject({
        method: 'DELETE',
        url: '/api/rfq_comments',
        headers: stranger.headers,
        payload: { id: comment.json().comment.id },
      }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.statusCode, answer.body).toBe(404);
    const still = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
    });
    expect(still.json().rfq.note).toBe('Embroidered logo on the chest');
    const strangerList = await testApp.app.inject({
      method: 'GET',
      url: '/api/rf_quotes',
      headers: stranger.headers,
    });
    expect(strangerList.json().quotations).toEqual([]);
  });

  it('keeps customers out of the quote desk and the provider out of the buyer calls', async () => {
    const buyer = await buyerWithAddress();
    const { uid } = await createdQuotation(buyer);
    const desk = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/rf_quotes',
      headers: buyer.headers,
    });
    expect(desk.statusCode).toBe(404);
    const pricing = await price(uid, [1]).then(() =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/rf_quotes/${uid}/price`,
        headers: buyer.headers,
        payload: { products: [], shipping_fee: 0, additional_fees: 0, due_date: null },
      }),
    );
    expect(pricing.statusCode).toBe(404);
    const providerApproves = await testApp.app.inject({
      method: 'PUT',
      url: `/api/rf_quotes/${uid}/approve_quote`,
      headers: providerHeaders,
    });
    expect(providerApproves.statusCode).toBe(403);
  });

  it('lets only the writer delete a comment: a colleague gets 403, the writer deletes it', async () => {
    const buyer = await buyerWithAddress();
    const { db } = testApp.database;
    const colleague = await createUser(db, { companyId: buyer.company.id });
    await db.insert(teamMembers).values({
      teamId: buyer.team.id,
      userId: colleague.id,
      email: colleague.email,
      status: 'joined',
    });
    const colleagueHeaders = await signIn(testApp.app, colleague.email);
    const { rfq } = await createdQuotation(buyer);
    const comment = await send(
      'POST',
      '/api/rfq_comments',
      buyer.headers,
      { rfq_product_id: String(rfq.products[0].id), content: 'Pantone 533 C please' },
      [{ field: 'attachments[]', name: 'swatch.pdf', bytes: PDF }],
    );
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().comment).toMatchObject({ content: 'Pantone 533 C please', is_owner: true });
    expect(comment.json().comment.attachments).toHaveLength(1);

    const seenByColleague = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${rfq.uid}`,
      headers: colleagueHeaders,
    });
    expect(seenByColleague.json().rfq.products[0].comments[0].is_owner).toBe(false);
    const byColleague = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/rfq_comments',
      headers: colleagueHeaders,
      payload: { id: comment.json().comment.id },
    });
    expect(byColleague.statusCode).toBe(403);
    const byWriter = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/rfq_comments',
      headers: buyer.headers,
      payload: { id: comment.json().comment.id },
    });
    expect(byWriter.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${rfq.uid}`,
      headers: buyer.headers,
    });
    expect(after.json().rfq.products[0].comments).toEqual([]);
  });

  it('cannot be approved before the provider prices it', async () => {
    const buyer = await buyerWithAddress();
    const { uid } = await createdQuotation(buyer);
    const early = await testApp.app.inject({
      method: 'PUT',
      url: `/api/rf_quotes/${uid}/approve_quote`,
      headers: buyer.headers,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.full_messages).toEqual(['The provider has not priced this quotation yet.']);
  });

  it('is priced and answered by the provider (the buyer is e-mailed), approved into one order, and follows it', async () => {
    const buyer = await buyerWithAddress();
    const { db } = testApp.database;
    const { uid, rfq } = await createdQuotation(buyer);
    const priced = await price(
      uid,
      rfq.products.map((product: { id: number }) => product.id),
    );
    expect(priced.statusCode, priced.body).toBe(200);
    // 2 x 40 x $80 = $6,400 + $18 shipping + $25 fees = $6,443; no tax rate set for SG here -> 0 GST.
    expect(priced.json().rfq).toMatchObject({
      subtotal: 640_000,
      shipping_fee: 1800,
      additional_fees: 2500,
      due_date: '2026-12-20',
      status: 'quote_pending',
    });
    const total = priced.json().rfq.total as number;
    expect(total).toBe(644_300 + priced.json().rfq.gst);

    const answer = await send('POST', '/api/admin/rfq_comments', providerHeaders, {
      rfq_product_id: String(rfq.products[0].id),
      content: 'Wool blend quoted; poly blend would be $62.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().comment.is_provider).toBe(true);

    const mails = await db
      .select({ subject: mailOutbox.subject, to: mailOutbox.to })
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `rfq:${rfq.id}:%`));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Quotation ${uid} is priced`,
      `Quotation ${uid}: a comment on Blazer`,
    ]);
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set([buyer.user.email]));

    const approved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/rf_quotes/${uid}/approve_quote`,
      headers: buyer.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Quotation Approved!');
    const orderUuid = approved.json().order.uuid as string;
    const order = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${orderUuid}`,
      headers: buyer.headers,
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().order).toMatchObject({
      order_status: 'order_pending',
      total,
      subtotal: 640_000,
      shipping_fee: 1800,
      additional_fees: 2500,
      quotation_uid: uid,
    });
    expect(
      order.json().items[0].items.map((item: { title: string; amount: number }) => [item.title, item.amount]),
    ).toEqual([
      ['Blazer', 320_000],
      ['Name badge', 320_000],
    ]);

    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderUuid}/transition`,
      headers: providerHeaders,
      payload: { to: 'order_approved' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const to of ['order_processed', 'order_in_progress']) {
      await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderUuid}/transition`,
        headers: providerHeaders,
        payload: { to },
      });
    }
    const following = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
    });
    expect(following.json().rfq).toMatchObject({ status: 'quote_in_progress', order: { uuid: orderUuid } });
    expect(following.json().rfq.in_progress_at).not.toBeNull();

    const deleting = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/rf_quotes',
      headers: buyer.headers,
      payload: { uid },
    });
    expect(deleting.statusCode).toBe(422);
    const editing = await testApp.app.inject({
      method: 'PUT',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
      payload: { note: 'late change' },
    });
    expect(editing.statusCode).toBe(422);
  });

  it('places exactly one order under 10 concurrent approvals', async () => {
    const buyer = await buyerWithAddress();
    const { db } = testApp.database;
    const { uid, rfq } = await createdQuotation(buyer);
    await price(
      uid,
      rfq.products.map((product: { id: number }) => product.id),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        testApp.app.inject({
          method: 'PUT',
          url: `/api/rf_quotes/${uid}/approve_quote`,
          headers: buyer.headers,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(422)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json().errors.full_messages).toEqual(['This quotation has already been approved.']);
    }
    const placed = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, buyer.company.id));
    expect(placed[0]!.n).toBe(1);
  });

  it('lets the buyer edit a Pending request, its products and files, then delete it', async () => {
    const buyer = await buyerWithAddress();
    const { uid, rfq } = await createdQuotation(buyer);
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
      payload: { project_title: 'Lobby refresh', ship_add_id: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().rfq).toMatchObject({ project_title: 'Lobby refresh', ship_add_id: null });

    const product = await send(
      'PUT',
      `/api/rfq_products/${rfq.products[1].id}`,
      buyer.headers,
      { title: 'Name badge, magnetic', qty: '45', user_unit_cost: '4.50' },
      [{ field: 'attachments[]', name: 'badge.pdf', bytes: PDF }],
    );
    expect(product.statusCode, product.body).toBe(200);
    const badge = product.json().rfq.products[1];
    expect(badge).toMatchObject({ title: 'Name badge, magnetic', qty: 45, user_unit_cost: 450 });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/rfq_products/${badge.id}/remove_attachment`,
      headers: buyer.headers,
      payload: { attachment_id: badge.attachments[0].id },
    });
    expect(removed.statusCode).toBe(200);
    const badValue = await send('PUT', `/api/rfq_products/${badge.id}`, buyer.headers, {
      title: '',
      qty: '1.5',
      user_unit_cost: '4',
    });
    expect(badValue.statusCode).toBe(422);
    expect(badValue.json().errors.full_messages).toEqual(
      expect.arrayContaining(['Product name is required', 'Quantity must be a whole number of pieces']),
    );

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/rf_quotes',
      headers: buyer.headers,
      payload: { uid },
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('filters the list by team and keyword, and the quote desk by status', async () => {
    const buyer = await buyerWithAddress();
    const { uid } = await createdQuotation(buyer);
    const byKeyword = await testApp.app.inject({
      method: 'GET',
      url: '/api/rf_quotes?keyword=desk%20refresh',
      headers: buyer.headers,
    });
    expect(byKeyword.json().quotations.map((row: { uid: string }) => row.uid)).toEqual([uid]);
    const otherTeam = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes?team_id=${buyer.team.id + 100000}`,
      headers: buyer.headers,
    });
    expect(otherTeam.json().quotations).toEqual([]);
    const desk = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/rf_quotes?status=quote_pending&keyword=${uid}`,
      headers: providerHeaders,
    });
    expect(desk.json().quotations.map((row: { uid: string }) => row.uid)).toEqual([uid]);
    const cancelled = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/rf_quotes/${uid}/cancel`,
      headers: providerHeaders,
    });
    expect(cancelled.json().rfq.status).toBe('quote_cancelled');
    const deskPending = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/rf_quotes?status=quote_pending&keyword=${uid}`,
      headers: providerHeaders,
    });
    expect(deskPending.json().quotations).toEqual([]);
  });
});

function approve(uid: string, headers: Record<string, string>, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/rf_quotes/${uid}/approve_quote`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

async function ordersOf(buyer: Buyer) {
  const { db } = testApp.database;
  return (await db.select({ n: count() }).from(orders).where(eq(orders.companyId, buyer.company.id)))[0]!.n;
}

/** Today plus some days, as yyyy-MM-dd (the test server's zone is Singapore; a day's margin either way). */
function dayFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('quotations that hold (issue 22, item 4)', () => {
  it('sends a priced quotation back to the provider when the buyer changes a quantity, and approves only the new pricing', async () => {
    const buyer = await buyerWithAddress();
    const { db } = testApp.database;
    const { uid, rfq } = await createdQuotation(buyer);
    const ids = rfq.products.map((product: { id: number }) => product.id);
    // Before pricing, an edit is just an edit.
    const early = await send('PUT', `/api/rfq_products/${ids[0]}`, buyer.headers, {
      title: 'Blazer',
      qty: '200',
      user_unit_cost: '85.50',
      has_logo: 'true',
      requirements: 'Navy, wool blend',
    });
    expect(early.json().rfq.status).toBe('quote_pending');
    const first = await price(uid, ids);
    expect(first.json().rfq).toMatchObject({ version: 1, status: 'quote_pending', is_expired: false });

    // A budget alone is not a change of what was priced.
    const budget = await send('PUT', `/api/rfq_products/${ids[0]}`, buyer.headers, {
      title: 'Blazer',
      qty: '200',
      user_unit_cost: '70',
      has_logo: 'true',
      requirements: 'Navy, wool blend',
    });
    expect(budget.json().rfq.status).toBe('quote_pending');

    // 200 pieces -> 20 after pricing: back to the provider, and the old price cannot be approved.
    const changed = await send('PUT', `/api/rfq_products/${ids[0]}`, buyer.headers, {
      title: 'Blazer',
      qty: '20',
      user_unit_cost: '70',
      has_logo: 'true',
      requirements: 'Navy, wool blend',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rfq).toMatchObject({ status: 'quote_changes_requested', version: 1 });
    const desk = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/rf_quotes?status=quote_changes_requested&keyword=${uid}`,
      headers: providerHeaders,
    });
    expect(desk.json().quotations.map((row: { uid: string }) => row.uid)).toEqual([uid]);
    // The provider is told in the console (and by e-mail to its recipients) that the changes wait for a price.
    const notices = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/notices?per_page=100',
      headers: providerHeaders,
    });
    expect(
      notices
        .json()
        .notices.filter(
          (notice: { kind: string; link: string }) =>
            notice.kind === 'quotation_changes_requested' && notice.link.endsWith(uid),
        ),
    ).toHaveLength(1);
    const refused = await approve(uid, buyer.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This quotation was changed after it was priced: the provider must price the changes before it can be approved.',
    );
    expect(await ordersOf(buyer)).toBe(0);

    // The provider prices again: version 2, and only version 2 can be approved.
    const second = await price(uid, ids, 9000);
    expect(second.json().rfq).toMatchObject({ version: 2, status: 'quote_pending' });
    expect(second.json().rfq.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(second.json().rfq.versions[1].lines[0]).toMatchObject({
      title: 'Blazer',
      qty: 200,
      unit_price: 8000,
    });
    expect(second.json().rfq.versions[0].lines[0]).toMatchObject({
      title: 'Blazer',
      qty: 20,
      unit_price: 9000,
    });
    const stale = await approve(uid, buyer.headers, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Version 1 is no longer the quoted price: read version 2 and approve that one.',
    );
    expect(await ordersOf(buyer)).toBe(0);

    const approved = await approve(uid, buyer.headers, { version: 2 });
    expect(approved.statusCode, approved.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.uuid, approved.json().order.uuid));
    const lines = await db
      .select({ title: orderItems.title, qty: orderItems.totalQty, unitPrice: orderItems.unitPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id));
    expect(lines).toEqual([
      { title: 'Blazer', qty: 20, unitPrice: 9000 },
      { title: 'Name badge', qty: 40, unitPrice: 9000 },
    ]);
    // The provider's order view names the quotation, its version and the quoted pieces.
    const providerView = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order!.uuid}`,
      headers: providerHeaders,
    });
    expect(providerView.statusCode, providerView.body).toBe(200);
    expect(providerView.json().order.quoted_from).toEqual({
      uid,
      version: 2,
      lines: [
        { title: 'Blazer', qty: 20, unit_price: 9000 },
        { title: 'Name badge', qty: 40, unit_price: 9000 },
      ],
    });
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
    });
    expect(after.json().rfq.approved_version).toBe(2);
  });

  it('sets a valid-until date (30 days by default), refuses a past one, and refuses an expired approval writing nothing', async () => {
    const buyer = await buyerWithAddress();
    const { db } = testApp.database;
    const { uid, rfq } = await createdQuotation(buyer);
    const ids = rfq.products.map((product: { id: number }) => product.id);
    const priced = await price(uid, ids);
    const validUntil = priced.json().rfq.valid_until as string;
    expect([dayFromNow(29), dayFromNow(30), dayFromNow(31)]).toContain(validUntil);

    const past = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/rf_quotes/${uid}/price`,
      headers: providerHeaders,
      payload: {
        products: ids.map((id: number) => ({ id, unit_price: 100 })),
        shipping_fee: 0,
        additional_fees: 0,
        due_date: null,
        valid_until: '2020-01-31',
      },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.full_messages).toEqual(['Valid until must be today or a later day.']);
    const unchanged = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
    });
    expect(unchanged.json().rfq).toMatchObject({ version: 1, valid_until: validUntil });

    // The day passes.
    const [row] = await db.select().from(rfQuotes).where(eq(rfQuotes.uid, uid));
    await db.update(rfQuotes).set({ validUntil: '2020-01-31' }).where(eq(rfQuotes.id, row!.id));
    await db.update(rfqVersions).set({ validUntil: '2020-01-31' }).where(eq(rfqVersions.rfQuoteId, row!.id));
    const shown = await testApp.app.inject({
      method: 'GET',
      url: `/api/rf_quotes/${uid}`,
      headers: buyer.headers,
    });
    expect(shown.json().rfq.is_expired).toBe(true);
    const refused = await approve(uid, buyer.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.full_messages).toEqual([
      'This quotation expired on 2020-01-31: ask the provider to price it again before approving.',
    ]);
    expect(await ordersOf(buyer)).toBe(0);
    const [still] = await db.select().from(rfQuotes).where(eq(rfQuotes.id, row!.id));
    expect(still).toMatchObject({ status: 'quote_pending', orderId: null, approvedVersion: null });

    // Priced again with a new date, it can be approved.
    const again = await price(uid, ids);
    expect(again.json().rfq).toMatchObject({ version: 2, is_expired: false });
    expect((await approve(uid, buyer.headers, { version: 2 })).statusCode).toBe(200);
  });

  it('orders the option lines the buyer ticks and no other', async () => {
    const buyer = await buyerWithAddress();
    const stranger = await buyerWithAddress();
    const { db } = testApp.database;
    const { uid, rfq } = await createdQuotation(buyer);
    const ids = rfq.products.map((product: { id: number }) => product.id);
    const badOption = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/rf_quotes/${uid}/price`,
      headers: providerHeaders,
      payload: {
        products: ids.map((id: number) => ({ id, unit_price: 8000 })),
        shipping_fee: 0,
        additional_fees: 0,
        due_date: null,
        options: [{ title: '', qty: 0, unit_price: 100 }],
      },
    });
    expect(badOption.statusCode).toBe(422);
    expect(badOption.json().errors.full_messages).toEqual(
      expect.arrayContaining(['Title: Option name is required', 'Qty: Option quantity must be at least 1']),
    );
    const priced = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/rf_quotes/${uid}/price`,
      headers: providerHeaders,
      payload: {
        products: ids.map((id: number) => ({ id, unit_price: 8000 })),
        shipping_fee: 0,
        additional_fees: 0,
        due_date: null,
        options: [
          { title: 'Spare blazer', qty: 4, unit_price: 8000 },
          { title: 'Garment bag', qty: 40, unit_price: 300 },
        ],
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const { rfq: quoted } = priced.json();
    // The total is the asked-for lines'; options are offered beside it.
    expect(quoted.subtotal).toBe(640_000);
    const options = quoted.products.filter((product: { is_option: boolean }) => product.is_option);
    expect(options.map((option: { title: string }) => option.title)).toEqual(['Spare blazer', 'Garment bag']);

    const editOption = await send('PUT', `/api/rfq_products/${options[0].id}`, buyer.headers, {
      title: 'Spare blazer',
      qty: '40',
      user_unit_cost: '1',
    });
    expect(editOption.statusCode).toBe(422);
    const notAnOption = await approve(uid, buyer.headers, { version: 1, option_ids: [ids[0]] });
    expect(notAnOption.statusCode).toBe(422);
    expect(notAnOption.json().errors.full_messages).toEqual([
      'Choose only the option lines of this quotation.',
    ]);
    const strangerApproves = await approve(uid, stranger.headers, {
      version: 1,
      option_ids: [options[1].id],
    });
    expect(strangerApproves.statusCode).toBe(404);
    const providerApproves = await approve(uid, providerHeaders, { version: 1 });
    expect(providerApproves.statusCode).toBe(403);
    expect(await ordersOf(buyer)).toBe(0);

    const approved = await approve(uid, buyer.headers, { version: 1, option_ids: [options[1].id] });
    expect(approved.statusCode, approved.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.uuid, approved.json().order.uuid));
    expect(order!.subtotal).toBe(640_000 + 12_000);
    const lines = await db
      .select({ title: orderItems.title, qty: orderItems.totalQty })
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id));
    expect(lines).toEqual([
      { title: 'Blazer', qty: 40 },
      { title: 'Name badge', qty: 40 },
      { title: 'Garment bag', qty: 40 },
    ]);
  });

  it('accepts SVG artwork on a quotation as the builder does, stored sanitised', async () => {
    const buyer = await buyerWithAddress();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script>' +
        '<rect width="40" height="40" fill="#123456" onload="alert(2)"/></svg>',
    );
    const created = await requestQuotation(buyer, {}, [
      { field: 'rfq_products_attributes[0][attachments][]', name: 'logo.svg', bytes: svg },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { rfq } = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/rf_quotes/${created.json().id}`,
        headers: buyer.headers,
      })
    ).json();
    expect(rfq.products[0].attachments).toEqual([
      expect.objectContaining({ file_name: 'logo.svg', is_image: true }),
    ]);
    const file = await testApp.app.inject({ method: 'GET', url: rfq.products[0].attachments[0].file_url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<rect');
    expect(file.body).not.toMatch(/script|onload/i);
  });
});
