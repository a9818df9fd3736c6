import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { latestMailTo, openFromSidebar, sessionHeaders, signInAs, snapBothWidths, test } from './helpers.ts';

// Each journey keeps stock for a premium company of its own: they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/**
 * As the demo's Bayside Facilities (stock@demo.test): a premium company whose Housekeeping team keeps the apron and
 * the cap in its inventory, with the hoodie saved but not stocked yet. Signs its buyer in; returns the e-mail.
 */
async function signInOnStockCompany(page: Page, label: string): Promise<string> {
  const company = await makeOwnCompany(page.request, label, {
    plan: 'premium',
    team: 'Housekeeping',
    member: false,
    addresses: false,
    savedProducts: [
      { sku: 'LV-HOOD-01', title: 'Reception Hoodie', colour: 'Charcoal' },
      { sku: 'LV-APRN-01', title: 'Cleaning Bib Apron', colour: 'Black' },
      { sku: 'LV-CAP-01', title: 'Grounds Crew Cap', colour: 'Red' },
    ],
    inventories: [
      { product: 'Cleaning Bib Apron', stock: { 'One Size': 3 } },
      { product: 'Grounds Crew Cap', stock: { 'One Size': 25 }, low: { 'One Size': 5 } },
    ],
  });
  await signInAs(page, company.buyer.email);
  return company.buyer.email;
}

async function fillSizes(page: Page, dialogTitle: string, amounts: Record<string, number>) {
  const dialog = page.getByRole('dialog').filter({ hasText: dialogTitle });
  for (const [size, amount] of Object.entries(amounts)) {
    await dialog.getByLabel(`${dialogTitle} ${size}`, { exact: true }).fill(String(amount));
  }
  return dialog;
}

async function submitConfirmation(page: Page, question: string, button: string) {
  const confirm = page.getByRole('dialog').filter({ hasText: question });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: button }).click();
  await expect(confirm).toBeHidden();
}

test('a premium buyer keeps stock: adds an item, sets low levels, withdraws below them, adds a blanket PO and scans the QR code', async ({
  page,
}) => {
  const buyer = await signInOnStockCompany(page, 'stock-keeping');
  await page.waitForURL('**/overview');
  await openFromSidebar(page, 'Inventory');
  await expect(page.getByRole('link', { name: 'Cleaning Bib Apron' })).toBeVisible();
  await snapBothWidths(page, 'inventories');

  // Add Item: search a saved product, confirm, and it is listed.
  await page.getByRole('button', { name: 'Add Item' }).click();
  const addDialog = page.getByRole('dialog').filter({ hasText: 'Add Item' });
  // The option is clicked in the searched list, not in the whole list that the search then replaces (a click
  // racing that swap once waited out the journey's limit in CI).
  const searched = page.waitForResponse((response) => response.url().includes('keyword=Reception'));
  await addDialog.getByRole('combobox', { name: 'Saved product' }).fill('Reception');
  await searched;
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Reception Hoodie' })
    .click();
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await submitConfirmation(page, 'Add this saved product into inventory?', 'Yes, add it');
  await expect(page.getByText('Inventory Added')).toBeVisible();
  await page.getByRole('link', { name: 'Reception Hoodie' }).click();
  await expect(page.getByRole('heading', { name: 'Reception Hoodie' })).toBeVisible();
  await expect(page.getByText('Set minimum levels for this item')).toBeVisible();

  // Add 6 of M, then set M's low level to 4.
  await page.getByRole('button', { name: 'Add Stock' }).click();
  await (await fillSizes(page, 'Add Stock', { M: 6 })).getByRole('button', { name: 'Add Stock' }).click();
  await submitConfirmation(page, 'Add Stock 6 pcs', 'Submit');
  await expect(page.locator('[data-size="M"]')).toHaveAttribute('data-stock-level', 'above_minimum');
  await page.getByRole('button', { name: 'Inventory settings' }).click();
  await page.getByRole('menuitem', { name: 'Update Low Inventory Levels' }).click();
  await (await fillSizes(page, 'Update Low Inventory Levels', { M: 4 }))
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Set minimum levels for this item')).toBeHidden();

  // Withdraw 3: M falls to 3, below its level of 4: banner, orange, and an e-mail to the team.
  await page.getByRole('button', { name: 'Withdraw Stock' }).click();
  await (await fillSizes(page, 'Withdraw Stock', { M: 3 }))
    .getByRole('button', { name: 'Withdraw Stock' })
    .click();
  await submitConfirmation(page, 'Withdraw Stock 3 pcs', 'Submit');
  await expect(page.getByText('Low Inventory!')).toBeVisible();
  await expect(page.locator('[data-size="M"]')).toHaveAttribute('data-stock-level', 'low');
  const mail = await latestMailTo(page, buyer);
  expect(mail.subject).toContain('Low inventory: Reception Hoodie (M)');
  expect(mail.text).toContain('Size M: 3 left (low level 4)');

  // A blanket purchase order with its file.
  await page.getByRole('button', { name: 'New' }).click();
  const poDialog = page.getByRole('dialog').filter({ hasText: 'Blanket Purchase Order' });
  await poDialog.getByLabel('PO Number').fill('BPO-E2E-1');
  await poDialog.getByLabel('Quantity M').fill('24');
  await poDialog.locator('input[type="file"]').setInputFiles({
    name: 'bpo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await poDialog.getByRole('button', { name: 'Save' }).click();
  await expect(poDialog).toBeHidden();
  await expect(page.getByText('BPO-E2E-1', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /bpo\.pdf/ })).toBeVisible();
  await snapBothWidths(page, 'inventory-detail');

  // The QR code links to the item's page.
  await page.getByRole('button', { name: 'Inventory settings' }).click();
  await page.getByRole('menuitem', { name: 'QR Code' }).click();
  const qr = page.getByRole('dialog').filter({ hasText: 'QR Code' }).locator('a[data-qr-link]');
  await expect(qr.locator('img')).toBeVisible();
  const link = await qr.getAttribute('data-qr-link');
  expect(link).toMatch(/\/inventories\/[0-9a-f-]{36}$/);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reception Hoodie' })).toBeVisible();
});

test('a withdrawal above the stock is refused in the form, and one refused on confirm closes with a message', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInOnStockCompany(page, 'stock-withdrawal');
  await page.waitForURL('**/overview');
  await openFromSidebar(page, 'Inventory');
  await page.getByRole('link', { name: 'Grounds Crew Cap' }).click();
  await expect(page.getByRole('heading', { name: 'Grounds Crew Cap' })).toBeVisible();
  await expect(page.locator('[data-size="One Size"]')).toContainText('25');
  const uuid = page.url().split('/').pop() ?? '';

  // 30 of 25: named at the size before any confirm, and the button stays off.
  await page.getByRole('button', { name: 'Withdraw Stock' }).click();
  const dialog = await fillSizes(page, 'Withdraw Stock', { 'One Size': 30 });
  await expect(dialog.getByRole('alert')).toHaveText('Only 25 left');
  await expect(dialog.getByRole('button', { name: 'Withdraw Stock' })).toBeDisabled();
  await expect(dialog.getByLabel('Withdraw Stock One Size', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await snapBothWidths(page, 'inventory-withdraw-refused');

  // 20 fits now, but a colleague takes 10 while the confirm is open: the server refuses, the confirm closes
  // with the server's message, and the form keeps the 20 typed, now showing what is left.
  await fillSizes(page, 'Withdraw Stock', { 'One Size': 20 });
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Withdraw Stock' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Withdraw Stock 20 pcs' });
  await expect(confirm).toBeVisible();
  const colleague = await page.request.put(`/api/inventories/${uuid}`, {
    headers: await sessionHeaders(page),
    data: { stock_action: 'withdraw', ready_stock: { 'One Size': 10 } },
  });
  expect(colleague.status()).toBe(200);
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Not enough stock of size One Size: 15 left, 20 to withdraw')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Withdraw Stock One Size', { exact: true })).toHaveValue('20');
  await expect(dialog.getByRole('alert')).toHaveText('Only 15 left');

  await fillSizes(page, 'Withdraw Stock', { 'One Size': 15 });
  await dialog.getByRole('button', { name: 'Withdraw Stock' }).click();
  await submitConfirmation(page, 'Withdraw Stock 15 pcs', 'Submit');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-size="One Size"]')).toContainText('0');
  await expect(page.getByText('Stock: One Size −15')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
