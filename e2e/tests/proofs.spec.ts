import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { sessionHeaders, signInAs, snap, test } from './helpers.ts';

// Four people's turns, two proof renders and a dozen page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

test.describe.configure({ mode: 'parallel' });

/** A two-colour logo, wider than high: its place, colours and size are easy to check on the proof's picture. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
  '<rect x="10" y="10" width="380" height="180" rx="24" fill="#0b7a75"/>' +
  '<circle cx="200" cy="100" r="70" fill="#f4b942"/></svg>';

/** A picture's first bytes: enough for the server, which tells a file's kind by its content. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

const PROVIDER = 'provider@demo.test';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../screenshots');

/**
 * Screens of a proof at 1280 and 390 px (not in CI, as snap): the window scrolled to the proof, once the notices
 * are gone, and the latest picture itself as the server drew it, to look at beside the builder's design.
 */
async function snapProof(page: Page, proof: Locator, name: string) {
  if (process.env.CI) return;
  await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0, {
    timeout: 20_000,
  });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await proof.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const src = await proof
    .getByRole('img', { name: /^Proof v\d+, / })
    .first()
    .getAttribute('src');
  const picture = await page.request.get(src!);
  await writeFile(path.join(SCREENSHOTS, `${name}-picture.png`), await picture.body());
}

/** The console's orders, searched for one order, and that order's row. */
async function openConsoleRow(page: Page, uid: string) {
  await signInAs(page, PROVIDER, { at: `/admin?keyword=${uid}` });
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue(uid);
  return page.getByRole('row').filter({ hasText: uid });
}

/** The console's drawer of an order, opened from its row. */
async function openConsoleDrawer(page: Page, uid: string) {
  const row = await openConsoleRow(page, uid);
  await row.getByRole('button', { name: uid }).click();
  return page.getByRole('dialog').filter({ hasText: `Order ${uid}` });
}

test('the provider sends a proof, the buyer pins a change, version 2 is approved, production starts, and both write with a file', async ({
  page,
}) => {
  test.setTimeout(900_000);
  // A company of the journey's own whose proofs must be approved before production.
  const company = await makeOwnCompany(page.request, 'proofs', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  const buyer = company.buyer.email;
  await signInAs(page, PROVIDER, { at: '/admin' });
  const provider = await sessionHeaders(page);
  const companies = (await (
    await page.request.get('/api/admin/customer_companies', { headers: provider })
  ).json()) as { companies: Array<{ id: number; name: string }> };
  const companyId = companies.companies.find((entry) => entry.name === company.name)!.id;
  const setting = await page.request.put(`/api/admin/companies/${companyId}/proof_setting`, {
    headers: provider,
    data: { proofs_required: true },
  });
  expect(setting.status(), await setting.text()).toBe(200);

  // The buyer designs the polo: the logo on the front, in Navy, and saves it.
  await signInAs(page, buyer, { at: '/overview' });
  const headers = await sessionHeaders(page);
  const polo = (await (
    await page.request.get(`/api/saved_products/${company.savedProducts['Front Office Polo']!.uuid}`, {
      headers,
    })
  ).json()) as { product: { product_id: string } };
  await page.goto(`/design?product=${polo.product.product_id}`);
  await expect(page.getByRole('heading', { name: 'Classic Pique Polo' })).toBeVisible();
  await page.locator('input[type=file][accept=".svg,.jpg,.jpeg,.png"]').setInputFiles({
    name: 'harbour-crest.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO_SVG),
  });
  const logo = page.getByRole('group', { name: 'Placed artwork harbour-crest' });
  await expect(logo).toBeVisible();
  const width = page.getByLabel('Width in cm of harbour-crest');
  await width.fill('10');
  await width.blur();
  await expect(width).toHaveValue('10.0');
  await page.getByRole('tab', { name: 'Finalize' }).click();
  await page.getByRole('button', { name: 'Navy' }).click();
  await page.getByLabel('Quantity M').fill('6');
  await page.getByLabel('Quantity L').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save product' });
  await saveDialog.getByLabel('Name').fill('Proof Polo');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product Saved!')).toBeVisible();
  const saved = (await (
    await page.request.get('/api/saved_products?keyword=Proof%20Polo', { headers })
  ).json()) as { saved_products: Array<{ uuid: string; title: string }> };
  const proofPolo = saved.saved_products.find((product) => product.title === 'Proof Polo')!;
  // The builder's design of the saved product, to look at beside the proof.
  await page.goto(`/saved_products/${proofPolo.uuid}`);
  await expect(page.getByRole('heading', { name: 'Proof Polo' })).toBeVisible();
  await expect(logo).toBeVisible();
  await snap(page, 'proofs-builder-design-1280', { paintMs: 500 });
  if (!process.env.CI) {
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'proofs-builder-design-390', { paintMs: 500 });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The buyer orders it: sizes entered large first, which the proof prints in size order.
  const added = await page.request.post('/api/kart_items', {
    headers,
    data: { quote: { saved_product_id: proofPolo.uuid, qty_options: { L: 4, M: 6, S: 2 } } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const addresses = (await (await page.request.get('/api/addresses', { headers })).json()) as {
    addresses: Array<{ id: number }>;
  };
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      team_id: company.team.id,
      ship_add_id: addresses.addresses[0]!.id,
      bill_add_id: addresses.addresses[0]!.id,
      reference: 'PO-PROOFS',
      status: 'order_pending',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { uuid: string; uid: string };

  // The provider approves it: version 1 of the proof is drawn (a job), and the provider sends it.
  let row = await openConsoleRow(page, order.uid);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByRole('button', { name: 'Mark Processed' })).toBeVisible();
  await row.getByRole('button', { name: 'Mark Processed' }).click();
  await expect(row.getByRole('button', { name: 'Start Production' })).toBeVisible();
  await row.getByRole('button', { name: order.uid }).click();
  let drawer = page.getByRole('dialog').filter({ hasText: `Order ${order.uid}` });
  let proof = drawer.getByRole('region', { name: 'Proof of Proof Polo' });
  // The job draws it in the background: the drawer shows it once it is there (a reload asks again).
  await expect
    .poll(
      async () => {
        if (await proof.getByRole('img', { name: 'Proof v1, Front' }).isVisible()) return true;
        drawer = await openConsoleDrawer(page, order.uid);
        proof = drawer.getByRole('region', { name: 'Proof of Proof Polo' });
        return proof.getByRole('img', { name: 'Proof v1, Front' }).isVisible({ timeout: 5_000 });
      },
      { timeout: 90_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
  await expect(proof.getByText('S 2 · M 6 · L 4 (12 pieces)')).toBeVisible();
  await expect(proof.getByText(/Front: 10 × \d+(\.\d+)? cm/)).toBeVisible();
  await proof.getByRole('button', { name: 'Send to customer' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Send' }).click();
  await expect(proof.getByText('Waiting for the customer.')).toBeVisible();

  // The buyer asks for a change, with a pin on the crest (the middle of the chest).
  await signInAs(page, buyer, { at: `/orders/${order.uuid}` });
  const card = page.locator('#proofs');
  const buyerProof = card.getByRole('region', { name: 'Proof of Proof Polo' });
  await expect(buyerProof.getByRole('img', { name: 'Proof v1, Front' })).toBeVisible();
  await buyerProof.getByRole('button', { name: 'Ask for changes' }).click();
  // The pictures show once: the buyer pins the one they look at.
  await expect(buyerProof.getByTestId('proof-picture')).toHaveCount(1);
  const picture = buyerProof.getByTestId('proof-picture');
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.5, y: box.height * 0.56 } });
  await expect(buyerProof.getByTestId('proof-pin')).toBeVisible();
  await buyerProof
    .getByRole('textbox', { name: 'What should change' })
    .fill('Please move the crest to the left chest, about 8 cm wide.');
  await buyerProof.getByRole('button', { name: 'Send change request' }).click();
  await expect(buyerProof.getByText('Changes requested').first()).toBeVisible();
  await expect(buyerProof.getByTestId('proof-pin')).toBeVisible();
  await snapProof(page, buyerProof, 'proofs-buyer-pin');

  // The provider sees the pin and the comment, drafts version 2 and sends it.
  drawer = await openConsoleDrawer(page, order.uid);
  proof = drawer.getByRole('region', { name: 'Proof of Proof Polo' });
  await expect(proof.getByText('Please move the crest to the left chest, about 8 cm wide.')).toBeVisible();
  await expect(proof.getByTestId('proof-pin')).toBeVisible();
  await proof.getByRole('button', { name: 'Draft version 2' }).click();
  await expect(proof.getByRole('img', { name: 'Proof v2, Front' })).toBeVisible({ timeout: 90_000 });
  await proof.getByRole('button', { name: 'Send to customer' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Send' }).click();
  await expect(proof.getByText('Waiting for the customer.')).toBeVisible();
  await expect(proof.getByText('Earlier versions (1)')).toBeVisible();
  await snapProof(page, proof, 'proofs-console');

  // Production cannot start before the buyer approves: the console says why, and the order stays Processed.
  await page.keyboard.press('Escape');
  row = page.getByRole('row').filter({ hasText: order.uid });
  await row.getByRole('button', { name: 'Start Production' }).click();
  await expect(
    page.getByText('Production cannot start before the customer approves the latest proof of every line.'),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Start Production' })).toBeVisible();

  // The buyer approves version 2 and writes about it in the order's conversation, with a file.
  await signInAs(page, buyer, { at: `/orders/${order.uuid}` });
  await expect(buyerProof.getByRole('img', { name: 'Proof v2, Front' })).toBeVisible();
  await buyerProof.getByRole('button', { name: 'Approve proof' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
  await expect(buyerProof.getByText(/^Approved by /)).toBeVisible();
  const conversation = page.getByTestId('order-conversation');
  await conversation
    .getByRole('textbox', { name: 'Message' })
    .fill('Approved. Our crest guide, for the record.');
  await conversation
    .locator('input[type=file]')
    .setInputFiles({ name: 'crest-guide.png', mimeType: 'image/png', buffer: PNG });
  await conversation.getByRole('button', { name: 'Send' }).click();
  const sent = conversation.getByTestId('conversation-message').last();
  await expect(sent).toContainText('Approved. Our crest guide, for the record.');
  await expect(sent.getByRole('link', { name: /crest-guide\.png/ })).toBeVisible();

  // Production starts; the provider answers with a file of its own.
  row = await openConsoleRow(page, order.uid);
  await row.getByRole('button', { name: 'Start Production' }).click();
  await expect(row.getByRole('button', { name: 'Mark Ready' })).toBeVisible();
  await row.getByRole('button', { name: order.uid }).click();
  drawer = page.getByRole('dialog').filter({ hasText: `Order ${order.uid}` });
  const thread = drawer.getByTestId('order-conversation');
  await expect(thread.getByText('Approved. Our crest guide, for the record.')).toBeVisible();
  await thread.getByRole('textbox', { name: 'Message' }).fill('Thank you: production has started.');
  await thread
    .locator('input[type=file]')
    .setInputFiles({ name: 'schedule.png', mimeType: 'image/png', buffer: PNG });
  await thread.getByRole('button', { name: 'Send' }).click();
  const answer = thread.getByTestId('conversation-message').last();
  await expect(answer).toContainText('Thank you: production has started.');
  await expect(answer.getByRole('link', { name: /schedule\.png/ })).toBeVisible();

  // The buyer reads the answer, with its file, on an order In Progress.
  await signInAs(page, buyer, { at: `/orders/${order.uuid}` });
  const reply = conversation.getByTestId('conversation-message').last();
  await expect(reply).toContainText('Thank you: production has started.');
  await expect(reply.getByRole('link', { name: /schedule\.png/ })).toBeVisible();
  await expect(page.getByText('In Progress').first()).toBeVisible();
});
