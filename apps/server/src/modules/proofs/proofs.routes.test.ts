import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  orderItems,
  orderProofs,
  orders,
  products,
  savedProducts,
  teamMembers,
} from '../../db/schema.ts';
import { TEST_FACES } from '../../test/builder-test-faces.ts';
import { createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeSizedOrder } from '../../test/orders-for-tests.ts';
import { runJobsNow } from '../../test/run-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;
let buyer: Buyer;
let stranger: Buyer;
let provider: Record<string, string>;
let colleague: Record<string, string>;
let member: Record<string, string>;

const ARTWORK = {
  artwork_id: '00000000-0000-4000-8000-000000000001',
  left: 250,
  top: 220,
  width: 150,
  height: 100,
  angle: 0,
  width_cm: 30,
  height_cm: 20,
  finishing: 'screenprint',
  colors_count: 2,
  print_size: 'a4' as const,
};

/** A face's print as the builder stores it: the 650 px canvas with a red logo in the print area. */
const PRINT_SVG = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="650" height="650" viewBox="0 0 650 650"><rect x="250" y="220" width="150" height="100" fill="${colour}"/></svg>`;

async function giveLineADesign(orderUuid: string, colour = '#d11a2a') {
  const { db } = testApp.database;
  const key = await testApp.app.deps.files.save('prints', 'svg', Buffer.from(PRINT_SVG(colour)));
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, orderUuid));
  await db
    .update(orderItems)
    .set({ design: { faces: { Front: { artworks: [ARTWORK] } } }, printFiles: { Front: key } })
    .where(eq(orderItems.orderId, order!.id));
}

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) } as never);
}

async function moveOrder(uuid: string, to: string) {
  return call('POST', `/api/admin/orders/${uuid}/transition`, provider, { to });
}

async function proofsOf(uuid: string, headers = buyer.headers) {
  const answer = await call('GET', `/api/orders/${uuid}/proofs`, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

function upload(proofId: string, file: { name: string; data: Buffer }) {
  const body = multipart([{ name: 'file', fileName: file.name, data: file.data }]);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/proofs/${proofId}/upload`,
    headers: { ...provider, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function storedProofFiles() {
  const folder = path.join(testApp.app.deps.config.dataDir, 'uploads', 'proofs');
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
}

/** An order placed, given a design, approved by the provider, with its first proofs drawn by the job. */
async function approvedOrderWithProof() {
  const order = await placeSizedOrder(testApp.app, buyer, { S: 4, M: 10, L: 6 });
  await giveLineADesign(order.uuid);
  const approved = await moveOrder(order.uuid, 'order_approved');
  expect(approved.statusCode, approved.body).toBe(200);
  await runJobsNow(testApp);
  return order;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await allowSingaporeOrders(db);
  buyer = await buyerReadyToOrder(testApp.app, db);
  stranger = await buyerReadyToOrder(testApp.app, db);
  await db.update(products).set({ faces: TEST_FACES }).where(eq(products.id, buyer.product.id));
  const staff = await createProviderStaff(db);
  provider = await signIn(testApp.app, staff.email);
  const other = await createUser(db, { companyId: buyer.company.id, department: 'person_in_charge' });
  colleague = await signIn(testApp.app, other.email);
  const plain = await createUser(db, { companyId: buyer.company.id, department: null });
  member = await signIn(testApp.app, plain.email);
  // Both joined the buyer's team, so both see its orders.
  await db.insert(teamMembers).values(
    [other, plain].map((user) => ({
      teamId: buyer.team.id,
      userId: user.id,
      email: user.email,
      status: 'joined' as const,
    })),
  );
}, 60_000);
afterAll(() => testApp.close());

describe('proofs before production', () => {
  let order: { uuid: string; uid: string };
  let proofId: string;

  it('draws version 1 of each line when the provider approves the order, once however often the job runs', async () => {
    order = await approvedOrderWithProof();
    await runJobsNow(testApp);
    const answer = await proofsOf(order.uuid);
    expect(answer.lines).toHaveLength(1);
    const [line] = answer.lines;
    expect(line.proofs).toHaveLength(1);
    const [proof] = line.proofs;
    expect(proof).toMatchObject({ version: 1, status: 'draft', source: 'rendered' });
    expect(proof.images.map((image: { face: string }) => image.face)).toEqual(['Front']);
    expect(proof.prints).toEqual([
      expect.objectContaining({ face: 'Front', width_cm: 30, height_cm: 20, colors_count: 2 }),
    ]);
    expect(proof.pdf_url).toMatch(/^\/api\/files\/proofs\//);
    proofId = proof.id;
    // The picture is the garment with the print on it: the logo's red sits where the design put it.
    const picture = await testApp.app.inject({ method: 'GET', url: proof.images[0].url });
    expect(picture.statusCode).toBe(200);
    const { data, info } = await sharp(picture.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1000, 1000]);
    const at = (x: number, y: number) => {
      const offset =
        (Math.round((y * 1000) / 650) * info.width + Math.round((x * 1000) / 650)) * info.channels;
      return [data[offset], data[offset + 1], data[offset + 2]];
    };
    expect(at(325, 270)).toEqual([0xd1, 0x1a, 0x2a]);
    const pdf = await testApp.app.inject({ method: 'GET', url: proof.pdf_url });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a mock-up that is not a picture (422 naming the kinds) and stores nothing', async () => {
    const before = storedProofFiles();
    const refused = await upload(proofId, { name: 'mock-up.pdf', data: Buffer.from('%PDF-1.4\n%%EOF') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.full_messages[0]).toContain('PNG, JPEG or WebP');
    expect(storedProofFiles()).toBe(before);
  });

  it('lets the provider replace a draft with a mock-up, then send it to the buyer with a mail and a log', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const replaced = await upload(proofId, { name: 'mock-up.png', data: png });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().proof).toMatchObject({ source: 'uploaded', status: 'draft' });
    const early = await call('POST', `/api/proofs/${proofId}/approve`, buyer.headers);
    expect(early.statusCode).toBe(409);
    const sent = await call('POST', `/api/admin/proofs/${proofId}/send`, provider);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().proof.status).toBe('sent');
    const again = await call('POST', `/api/admin/proofs/${proofId}/send`, provider);
    expect(again.statusCode).toBe(409);
    const late = await upload(proofId, { name: 'mock-up.png', data: png });
    expect(late.statusCode).toBe(409);
    const mails = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, buyer.user.email));
    expect(
      mails.some(
        (mail) => mail.subject.startsWith('Proof of') && mail.text.includes(`/orders/${order.uuid}`),
      ),
    ).toBe(true);
    const thread = await call('GET', `/api/conversations/${order.uuid}`, buyer.headers);
    expect(thread.json().entries.map((entry: { title?: string }) => entry.title)).toContain('Proof v1 sent');
  });

  it('refuses production while a required proof is not approved (409), and changes nothing', async () => {
    const setting = await call('PUT', `/api/admin/companies/${buyer.company.id}/proof_setting`, provider, {
      proofs_required: true,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect((await moveOrder(order.uuid, 'order_processed')).statusCode).toBe(200);
    const refused = await moveOrder(order.uuid, 'order_in_progress');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('approves the latest proof');
    const [row] = await testApp.database.db
      .select({ status: orders.orderStatus })
      .from(orders)
      .where(eq(orders.uuid, order.uuid));
    expect(row!.status).toBe('order_processed');
  });

  it('takes a change request with a comment and a pin, which the console lists and shows', async () => {
    const asked = await call('POST', `/api/proofs/${proofId}/request_changes`, buyer.headers, {
      comment: 'Make the logo smaller',
      pin: { image: 0, x: 0.5, y: 0.4 },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().proof).toMatchObject({
      status: 'changes_requested',
      comment: 'Make the logo smaller',
      pin: { image: 0, x: 0.5, y: 0.4 },
    });
    const listed = await call('GET', '/api/admin/proofs?status=changes_requested', provider);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().proofs[0]).toMatchObject({ id: proofId, order: { uid: order.uid } });
    // Without a status the console lists what waits on either side (sent, changes requested), counted the same.
    const followUp = (await call('GET', '/api/admin/proofs?per_page=100', provider)).json();
    expect(followUp.proofs.map((proof: { id: string }) => proof.id)).toContain(proofId);
    expect(followUp.proofs.every((proof: { status: string }) => proof.status !== 'approved')).toBe(true);
    expect(followUp.meta.total_count).toBe(followUp.proofs.length);
    const past = (await call('GET', '/api/admin/proofs?per_page=100&page=9', provider)).json();
    expect(past).toEqual({ proofs: [], meta: { ...followUp.meta, current_page: 9 } });
    const seen = await call('GET', `/api/admin/orders/${order.uuid}/proofs`, provider);
    expect(seen.json().lines[0].proofs[0].pin).toEqual({ image: 0, x: 0.5, y: 0.4 });
  });

  it('sends version 2, which two approvers at once approve once, and production then starts', async () => {
    const lineId = (await proofsOf(order.uuid)).lines[0].line_id;
    const drafted = await call('POST', `/api/admin/orders/${order.uuid}/lines/${lineId}/proofs`, provider);
    expect(drafted.statusCode, drafted.body).toBe(201);
    const second = drafted.json().proof;
    expect(second).toMatchObject({ version: 2, status: 'draft' });
    expect((await call('POST', `/api/admin/proofs/${second.id}/send`, provider)).statusCode).toBe(200);
    const answers = await Promise.all([
      call('POST', `/api/proofs/${second.id}/approve`, buyer.headers),
      call('POST', `/api/proofs/${second.id}/approve`, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const thread = await call('GET', `/api/conversations/${order.uuid}`, buyer.headers);
    const titles = thread.json().entries.map((entry: { title?: string }) => entry.title);
    expect(titles.filter((title: string) => title === 'Proof v2 approved')).toHaveLength(1);
    const versions = (await proofsOf(order.uuid)).lines[0].proofs;
    expect(
      versions.map((proof: { version: number; status: string }) => [proof.version, proof.status]),
    ).toEqual([
      [2, 'approved'],
      [1, 'changes_requested'],
    ]);
    const started = await moveOrder(order.uuid, 'order_in_progress');
    expect(started.statusCode, started.body).toBe(200);
  });

  it('makes a new version when the artwork changes after approval, and production waits for it again', async () => {
    const next = await approvedOrderWithProof();
    const [line] = (await proofsOf(next.uuid)).lines;
    await call('POST', `/api/admin/proofs/${line.proofs[0].id}/send`, provider);
    expect((await call('POST', `/api/proofs/${line.proofs[0].id}/approve`, buyer.headers)).statusCode).toBe(
      200,
    );
    // The buyer changes the logo in the builder: the saved product's print is now blue.
    const key = await testApp.app.deps.files.save('prints', 'svg', Buffer.from(PRINT_SVG('#1144cc')));
    await testApp.database.db
      .update(savedProducts)
      .set({ design: { faces: { Front: { artworks: [ARTWORK] } } }, printFiles: { Front: key } })
      .where(eq(savedProducts.id, buyer.savedProduct.id));
    const changed = await call(
      'POST',
      `/api/orders/${next.uuid}/lines/${line.line_id}/use_saved_design`,
      buyer.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().proof).toMatchObject({ version: 2, status: 'draft' });
    expect((await moveOrder(next.uuid, 'order_processed')).statusCode).toBe(200);
    expect((await moveOrder(next.uuid, 'order_in_progress')).statusCode).toBe(409);
  });
});

describe('who sees and decides proofs', () => {
  let order: { uuid: string };
  let proofId: string;

  beforeAll(async () => {
    order = await approvedOrderWithProof();
    proofId = (await proofsOf(order.uuid)).lines[0].proofs[0].id;
    await call('POST', `/api/admin/proofs/${proofId}/send`, provider);
  });

  it("answers 404 for another company's proofs and order lines", async () => {
    expect((await call('GET', `/api/orders/${order.uuid}/proofs`, stranger.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/proofs/${proofId}/approve`, stranger.headers)).statusCode).toBe(404);
    const asked = await call('POST', `/api/proofs/${proofId}/request_changes`, stranger.headers, {
      comment: 'x',
    });
    expect(asked.statusCode).toBe(404);
  });

  it('answers 403 to the wrong role: provider staff deciding, a member who did not place the order', async () => {
    expect((await call('POST', `/api/proofs/${proofId}/approve`, provider)).statusCode).toBe(403);
    expect((await call('POST', `/api/proofs/${proofId}/approve`, member)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/proofs/${proofId}/send`, buyer.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/proofs', buyer.headers)).statusCode).toBe(404);
  });

  it('refuses a pin outside the picture (422)', async () => {
    const answer = await call('POST', `/api/proofs/${proofId}/request_changes`, buyer.headers, {
      comment: 'Move it',
      pin: { image: 0, x: 1.5, y: 0.2 },
    });
    expect(answer.statusCode).toBe(422);
  });
});

describe("the console's proofs total, from the counts kept per status", () => {
  const STATUSES = ['draft', 'sent', 'approved', 'changes_requested'] as const;
  type Totals = Record<(typeof STATUSES)[number] | 'console', number>;

  /** The list's total for each status, and for its default (sent and changes requested). */
  async function listedTotals(): Promise<Totals> {
    const totalOf = async (query: string) => {
      const answer = await call('GET', `/api/admin/proofs${query}`, provider);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().meta.total_count as number;
    };
    const totals = { console: await totalOf('') } as Totals;
    for (const status of STATUSES) totals[status] = await totalOf(`?status=${status}`);
    return totals;
  }

  /** The same totals counted from the proofs themselves. */
  async function countedTotals(): Promise<Totals> {
    const rows = await testApp.database.db
      .select({ status: orderProofs.status, count: count() })
      .from(orderProofs)
      .groupBy(orderProofs.status);
    const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return {
      draft: of('draft'),
      sent: of('sent'),
      approved: of('approved'),
      changes_requested: of('changes_requested'),
      console: of('sent') + of('changes_requested'),
    };
  }

  async function expectTotals(expected: Totals) {
    expect(await listedTotals()).toEqual(expected);
    expect(await countedTotals()).toEqual(expected);
  }

  it('follows proofs drawn, sent, approved, changes requested and an order deleted', async () => {
    const before = await listedTotals();
    expect(before).toEqual(await countedTotals());

    const order = await approvedOrderWithProof();
    const [line] = (await proofsOf(order.uuid)).lines;
    const first = line.proofs[0].id;
    await expectTotals({ ...before, draft: before.draft + 1 });

    expect((await call('POST', `/api/admin/proofs/${first}/send`, provider)).statusCode).toBe(200);
    await expectTotals({ ...before, sent: before.sent + 1, console: before.console + 1 });

    const asked = await call('POST', `/api/proofs/${first}/request_changes`, buyer.headers, {
      comment: 'Smaller, please',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const withChanges = {
      ...before,
      changes_requested: before.changes_requested + 1,
      console: before.console + 1,
    };
    await expectTotals(withChanges);

    const drafted = await call(
      'POST',
      `/api/admin/orders/${order.uuid}/lines/${line.line_id}/proofs`,
      provider,
    );
    expect(drafted.statusCode, drafted.body).toBe(201);
    const second = drafted.json().proof.id;
    expect((await call('POST', `/api/admin/proofs/${second}/send`, provider)).statusCode).toBe(200);
    const approved = await call('POST', `/api/proofs/${second}/approve`, buyer.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    await expectTotals({ ...withChanges, approved: before.approved + 1 });

    // Its proofs go with it (on delete cascade), and leave the counts as they were.
    await testApp.database.db.delete(orders).where(eq(orders.uuid, order.uuid));
    await expectTotals(before);
  });
});
