import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, providerSettings, teamMembers } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createProviderStaff,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { allowSingaporeOrders, shipEveryPiece } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;
let testApp: TestApp;
let providerHeaders: Headers;

const OPS = 'ops@provider.test';
const SALES = 'sales@provider.test';
const SETTINGS = {
  notification_emails: `${OPS}, Sales@Provider.test`,
  bank_account_name: 'Livery Uniforms Pte. Ltd.',
  bank_name: 'OCBC Bank',
  bank_account_number: '501-234567-001',
  paynow_uen: '201912345k',
};

beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
  const staff = await createProviderStaff(testApp.database.db);
  providerHeaders = await signIn(testApp.app, staff.email);
});
afterAll(() => testApp.close());

function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The development mailbox's mails to one address, newest first. */
async function mailsTo(address: string): Promise<Mail[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${address}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function noticeTitles(): Promise<string[]> {
  const response = await call('GET', '/api/admin/notices?per_page=100', providerHeaders);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().notices.map((notice: { title: string }) => notice.title);
}

/** A company that asks approval of members' orders: its person in charge, a member and a saved polo. */
async function companyRequiringApproval() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  await db
    .update(companies)
    .set({ orderApprovalRule: 'member_orders' })
    .where(eq(companies.id, buyer.company.id));
  const member = await createUser(db, {
    companyId: buyer.company.id,
    department: 'sales',
    name: 'Mo Member',
  });
  await db.insert(teamMembers).values({
    teamId: buyer.team.id,
    userId: member.id,
    email: member.email,
    role: 'member',
    status: 'joined',
  });
  const product = await createProduct(db);
  const savedProduct = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
  });
  const address = await createAddress(db, { companyId: buyer.company.id, userId: member.id });
  return {
    ...buyer,
    member,
    savedProduct,
    address,
    inChargeHeaders: await signIn(testApp.app, buyer.user.email),
    memberHeaders: await signIn(testApp.app, member.email),
  };
}
type Company = Awaited<ReturnType<typeof companyRequiringApproval>>;

async function placeMemberOrder(company: Company) {
  const added = await call('POST', '/api/kart_items', company.memberHeaders, {
    quote: { saved_product_id: company.savedProduct.uuid, qty_options: { M: 3, L: 2 } },
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call('POST', '/api/orders', company.memberHeaders, {
    team_id: company.team.id,
    ship_add_id: company.address.id,
    bill_add_id: company.address.id,
    reference: 'New starters',
    status: 'order_pending',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { uuid: string; uid: string; total: number };
}

describe('the console settings', () => {
  it('answers a customer 404 and an anonymous caller 401 on every settings and notices call, and writes nothing', async () => {
    const { db } = testApp.database;
    const [before] = await db.select().from(providerSettings);
    const buyer = await createBuyer(db);
    const headers = await signIn(testApp.app, buyer.user.email);
    const calls = [
      { method: 'GET', url: '/api/admin/settings' },
      { method: 'PUT', url: '/api/admin/settings', payload: SETTINGS },
      { method: 'GET', url: '/api/admin/notices' },
    ] as const;
    for (const request of calls) {
      const asCustomer = await testApp.app.inject({ ...request, headers });
      expect(asCustomer.statusCode, `${request.method} ${request.url}`).toBe(404);
      const anonymous = await testApp.app.inject(request);
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
    const [after] = await db.select().from(providerSettings);
    expect(after).toEqual(before);
  });

  it('starts with the bank details invoices printed before, and saves recipients and bank details', async () => {
    const initial = await call('GET', '/api/admin/settings', providerHeaders);
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json()).toMatchObject({
      bank_name: 'DBS Bank Ltd',
      bank_account_number: '072-123456-7',
      paynow_uen: '201912345K',
    });
    const saved = await call('PUT', '/api/admin/settings', providerHeaders, SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      notification_emails: [OPS, SALES],
      bank_name: 'OCBC Bank',
      bank_account_number: '501-234567-001',
      paynow_uen: '201912345K',
    });
    expect((await call('GET', '/api/admin/settings', providerHeaders)).json()).toEqual(saved.json());
  });

  it('refuses bad recipients and bank details naming each field, and keeps the saved settings', async () => {
    const before = (await call('GET', '/api/admin/settings', providerHeaders)).json();
    const refused = await call('PUT', '/api/admin/settings', providerHeaders, {
      notification_emails: 'ops@provider.test, not-an-address',
      bank_account_name: ' ',
      bank_name: 'OCBC Bank',
      bank_account_number: 'abc',
      paynow_uen: '12',
    });
    expect(refused.statusCode).toBe(422);
    const messages: string[] = refused.json().errors.full_messages;
    expect(messages).toEqual(
      expect.arrayContaining([
        'Notification emails: not-an-address is not an e-mail address',
        'Enter the bank account name',
        'Bank account number: use digits, spaces and dashes (6 to 32 characters)',
        'PayNow UEN: 9 or 10 letters and digits (e.g. 201912345K), or empty',
      ]),
    );
    const tooMany = await call('PUT', '/api/admin/settings', providerHeaders, {
      ...SETTINGS,
      notification_emails: Array.from({ length: 21 }, (_, index) => `staff${index}@provider.test`).join(','),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('Notification emails: at most 20 addresses');
    expect((await call('GET', '/api/admin/settings', providerHeaders)).json()).toEqual(before);
  });
});

describe("a member's order, approved by the person in charge and then by the provider", () => {
  it('e-mails the person in charge, counts the order as waiting, and tells the provider of it', async () => {
    await call('PUT', '/api/admin/settings', providerHeaders, SETTINGS);
    const company = await companyRequiringApproval();
    const order = await placeMemberOrder(company);

    const [approvalMail] = (await mailsTo(company.user.email)).filter((mail) =>
      mail.subject.includes(order.uid),
    );
    expect(approvalMail?.subject).toBe(`Order ${order.uid} waits for your approval`);
    expect(approvalMail?.text).toContain('Mo Member placed an order of SGD ');

    const waiting = await call('GET', '/api/orders/awaiting_approval', company.inChargeHeaders);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({
      count: 1,
      orders: [{ uuid: order.uuid, uid: order.uid, user_name: 'Mo Member', currency: 'SGD' }],
    });
    expect((await call('GET', '/api/orders/awaiting_approval', company.memberHeaders)).statusCode).toBe(403);

    expect(await noticeTitles()).toContain(`New order ${order.uid}`);
    for (const recipient of [OPS, SALES]) {
      const [mail] = (await mailsTo(recipient)).filter((item) => item.subject === `New order ${order.uid}`);
      expect(mail?.text).toContain('Mo Member placed order');
      expect(mail?.text).toContain('It waits for the approval of the company');
    }

    const approved = await call('PUT', `/api/orders/${order.uuid}/approve_order`, company.inChargeHeaders);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('GET', '/api/orders/awaiting_approval', company.inChargeHeaders)).json().count).toBe(
      0,
    );
    expect(await noticeTitles()).toContain(`Order ${order.uid} approved by the company`);
    expect(
      (await mailsTo(OPS)).filter((mail) => mail.subject === `Order ${order.uid} approved by the company`),
    ).toHaveLength(1);

    // A repeated approval tells nobody twice.
    await call('PUT', `/api/orders/${order.uuid}/approve_order`, company.inChargeHeaders);
    expect(
      (await mailsTo(OPS)).filter((mail) => mail.subject === `Order ${order.uid} approved by the company`),
    ).toHaveLength(1);
  });

  it('sends the payment details with the invoice number, bank details, amount, due date, PO and a working invoice link', async () => {
    await call('PUT', '/api/admin/settings', providerHeaders, SETTINGS);
    const company = await companyRequiringApproval();
    const order = await placeMemberOrder(company);
    await call('PUT', `/api/orders/${order.uuid}/approve_order`, company.inChargeHeaders);
    const po = await call('PUT', `/api/orders/${order.uuid}/po_number`, company.memberHeaders, {
      po_number: 'PO-7781',
    });
    expect(po.statusCode, po.body).toBe(200);
    const moved = await call('POST', `/api/admin/orders/${order.uuid}/transition`, providerHeaders, {
      to: 'order_approved',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const invoice = (await call('GET', `/api/orders/${order.uuid}/invoice`, company.memberHeaders)).json();
    const number: string = invoice.invoice.number;
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);

    const [mail] = (await mailsTo(company.member.email)).filter((item) =>
      item.subject.includes('payment details'),
    );
    expect(mail?.subject).toBe(`Order ${order.uid} approved: payment details for ${number}`);
    const text = mail!.text;
    expect(text).toContain(`Please quote ${number} as the payment reference.`);
    expect(text).toMatch(
      new RegExp(`Invoice ${number}: SGD [\\d,]+\\.\\d{2} is due by \\d{4}-\\d{2}-\\d{2}`),
    );
    expect(text).toContain(
      'Pay by bank transfer to Livery Uniforms Pte. Ltd., OCBC Bank, account number 501-234567-001.',
    );
    expect(text).toContain('Or pay by PayNow to UEN 201912345K.');
    expect(text).toContain('Your purchase order: PO-7781.');
    expect(text).not.toContain(`quote ${order.uid}`);

    const link = /The invoice: \S*(\/api\/invoices\/\S+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    const pdf = await testApp.app.inject({ method: 'GET', url: link! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('sends a receipt for each payment recorded and a mail when the order is completed', async () => {
    const company = await companyRequiringApproval();
    const order = await placeMemberOrder(company);
    await call('PUT', `/api/orders/${order.uuid}/approve_order`, company.inChargeHeaders);
    await call('POST', `/api/admin/orders/${order.uuid}/transition`, providerHeaders, {
      to: 'order_approved',
    });
    const invoices = await call('GET', `/api/admin/invoices?keyword=${order.uid}`, providerHeaders);
    expect(invoices.statusCode, invoices.body).toBe(200);
    const invoice = invoices
      .json()
      .invoices.find((row: { order_uid: string }) => row.order_uid === order.uid);
    const today = new Date().toISOString().slice(0, 10);
    const part = Math.floor(invoice.total / 2);
    for (const [amount, reference] of [
      [part, 'TT-1'],
      [invoice.total - part, 'TT-2'],
    ] as const) {
      const paid = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, providerHeaders, {
        amount,
        received_on: today,
        method: 'Bank transfer',
        reference,
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const receipts = (await mailsTo(company.member.email)).filter((mail) =>
      mail.subject.startsWith('Receipt:'),
    );
    expect(receipts).toHaveLength(2);
    const money = (cents: number) =>
      `SGD ${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Receipt: ${money(invoice.total - part)} received for ${invoice.number}`,
      `Receipt: ${money(part)} received for ${invoice.number}`,
    ]);
    expect(receipts[1]!.text).toContain(`(Bank transfer, reference TT-1) for invoice ${invoice.number}`);
    expect(receipts[1]!.text).toContain(`Balance still due: ${money(invoice.total - part)}.`);
    expect(receipts[0]!.text).toContain('The invoice is paid in full.');
    // The person in charge approved it but did not place it: receipts go to the order's people only.
    expect((await mailsTo(company.user.email)).some((mail) => mail.subject.startsWith('Receipt:'))).toBe(
      false,
    );

    for (const to of ['order_processed', 'order_in_progress', 'order_ready']) {
      const moved = await call('POST', `/api/admin/orders/${order.uuid}/transition`, providerHeaders, { to });
      expect(moved.statusCode, `${to}: ${moved.body}`).toBe(200);
    }
    // Parcels holding every piece make the order Shipped; then the provider completes it.
    await shipEveryPiece(testApp.app, providerHeaders, order.uuid);
    const done = await call('POST', `/api/admin/orders/${order.uuid}/transition`, providerHeaders, {
      to: 'order_completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const completed = (await mailsTo(company.member.email)).filter(
      (mail) => mail.subject === `Order ${order.uid} is completed`,
    );
    expect(completed).toHaveLength(1);
    expect(completed[0]!.text).toContain(`The provider has completed order ${order.uid} (SGD `);
  });
});

describe('quotation requests and comments', () => {
  it('tells the provider of a quotation request and of a buyer comment, in the console and by e-mail', async () => {
    await call('PUT', '/api/admin/settings', providerHeaders, SETTINGS);
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
    const headers = await signIn(testApp.app, buyer.user.email);
    const send = (url: string, fields: Record<string, string>) => {
      const body = multipart(Object.entries(fields).map(([name, data]) => ({ name, data })));
      return testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const requested = await send('/api/rf_quotes', {
      project_title: 'Lobby refresh',
      email: buyer.user.email,
      company: 'Harbour Hotels',
      name: 'Mei Tan',
      note: 'Embroidered logo',
      team_id: String(buyer.team.id),
      ship_add_id: String(address.id),
      bill_add_id: String(address.id),
      'rfq_products_attributes[0][title]': 'Blazer',
      'rfq_products_attributes[0][user_unit_cost]': '85.50',
      'rfq_products_attributes[0][qty]': '40',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const uid: string = requested.json().id;
    expect(await noticeTitles()).toContain(`Quotation request ${uid}`);
    const [requestMail] = (await mailsTo(OPS)).filter((mail) => mail.subject === `Quotation request ${uid}`);
    expect(requestMail?.text).toContain('Mei Tan asks for a quotation for Lobby refresh (1 product).');
    expect(requestMail?.text).toContain(`/admin/quotations/${uid}`);

    const detail = (await call('GET', `/api/rf_quotes/${uid}`, headers)).json();
    const commented = await send('/api/rfq_comments', {
      rfq_product_id: String(detail.rfq.products[0].id),
      content: 'Can you match our navy?',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const title = `Quotation ${uid}: Test User commented on Blazer`;
    expect(await noticeTitles()).toContain(title);
    const [commentMail] = (await mailsTo(SALES)).filter((mail) => mail.subject === title);
    expect(commentMail?.text).toContain('Can you match our navy?');
  });

  it('lists the notices newest first with their company and paging', async () => {
    const page = await call('GET', '/api/admin/notices?per_page=2', providerHeaders);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.notices).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.meta.total_count).toBeGreaterThan(2);
    expect(body.notices[0].kind).toBe('quotation_comment');
    expect(body.notices[0].company_name).toEqual(expect.any(String));
    expect((await call('GET', '/api/admin/notices?per_page=0', providerHeaders)).statusCode).toBe(422);
  });
});

describe("a buyer's note on an order", () => {
  it("tells the provider's staff in What's new and by e-mail, once per note written", async () => {
    const company = await companyRequiringApproval();
    const order = await placeMemberOrder(company);
    const edit = (body: object) => call('PUT', `/api/orders/${order.uuid}`, company.memberHeaders, body);
    const title = `Order ${order.uid}: a note from Mo Member`;
    const noted = async () => (await noticeTitles()).filter((notice) => notice === title);

    // A refused edit (a team the member has not joined) writes and tells nothing.
    const refused = await edit({
      team_id: 999_999,
      reference: 'Deliver to the loading bay',
      po_number: 'PO-7',
    });
    expect(refused.statusCode).toBe(422);
    expect(await noted()).toEqual([]);

    const changed = await edit({
      team_id: company.team.id,
      reference: 'Deliver to the loading bay',
      po_number: 'PO-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await noted()).toHaveLength(1);
    const listed = (await call('GET', '/api/admin/notices?per_page=100', providerHeaders)).json().notices;
    expect(listed.find((notice: { title: string }) => notice.title === title)).toMatchObject({
      kind: 'order_note',
      message: 'Deliver to the loading bay',
      link: `/admin/orders?keyword=${order.uid}`,
    });
    for (const recipient of [OPS, SALES]) {
      const mails = (await mailsTo(recipient)).filter((mail) => mail.subject === title);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Deliver to the loading bay');
    }

    // The same note again, or another field changed, is no new note.
    expect(
      (await edit({ team_id: company.team.id, reference: 'Deliver to the loading bay' })).statusCode,
    ).toBe(200);
    expect((await edit({ team_id: company.team.id, subscribed_email: 'site@harbour.test' })).statusCode).toBe(
      200,
    );
    expect(await noted()).toHaveLength(1);

    // A changed note is a new notice.
    expect((await edit({ team_id: company.team.id, reference: 'Gate B after 2 pm' })).statusCode).toBe(200);
    expect(await noted()).toHaveLength(2);
    expect((await mailsTo(OPS)).filter((mail) => mail.subject === title)).toHaveLength(2);
  });
});
