import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { makeOwnCompany, moveAsProvider, placeOwnOrder } from '../fixtures/own-company.ts';
import { clickFirstListedOrder, confirmYes, signInAs, snap, test } from './helpers.ts';

// Screenshots at two widths on a shared, slow machine. Each journey has a roster order of its own, on a company
// of its own: they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/** The demo's front office roster: six named employees, two polos each, with laundry and locker IDs. */
const FRONT_OFFICE_STAFF = [
  ['FO-1001', 'Ana Lim', 'S', 'LND-201', 'L-01'],
  ['FO-1002', 'Raj Kumar', 'L', 'LND-202', 'L-02'],
  ['FO-1003', 'Siti Rahman', 'M', 'LND-203', 'L-03'],
  ['FO-1004', 'Daniel Tan', 'XL', 'LND-204', 'L-04'],
  ['FO-1005', 'Mei Ling Goh', 'M', 'LND-205', 'L-05'],
  ['FO-1006', 'Arjun Nair', 'L', 'LND-206', 'L-06'],
].map(([staffId, name, size, laundryId, lockerId]) => ({
  staff_id: staffId!,
  name: name!,
  department: 'Front Office',
  laundry_id: laundryId!,
  locker_id: lockerId!,
  cost_center: 'CC-FO',
  uniform_code: 'FO-POLO',
  product1_size: size!,
  product1_qty: '2',
}));

/**
 * As the demo's roster order PO-2026-0607: the front office's polos for six named employees, approved and
 * processed, on a company of the journey's own (placed through the API, moved on by the provider). Returns the
 * buyer's e-mail and the order's unique PO reference.
 */
async function ownRosterOrder(page: Page, label: string) {
  const company = await makeOwnCompany(page.request, label, {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  const reference = `PO-${randomBytes(4).toString('hex').toUpperCase()}`;
  const order = await placeOwnOrder(page.request, company, {
    reference,
    lines: [{ product: 'Front Office Polo', employees: FRONT_OFFICE_STAFF }],
  });
  await moveAsProvider(page.request, order.uuid, ['order_approved', 'order_processed']);
  return { buyer: company.buyer.email, reference };
}

test('a buyer sends part of a roster order to a second location, sees who goes where, and takes it back', async ({
  page,
}) => {
  // A roster order for the front office (six named employees).
  const { buyer, reference } = await ownRosterOrder(page, 'multilocation');
  await signInAs(page, buyer, { at: `/orders?keyword=${reference}` });
  await clickFirstListedOrder(page);
  await expect(page.getByRole('heading', { level: 3, name: /^Order #LV-/ })).toBeVisible();

  await page.getByRole('button', { name: / Multilocation$/ }).click();
  const panel = page.locator('#multilocation');
  await expect(panel).toBeInViewport();
  await panel.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Location' });
  // Refused without a name: the form says so and keeps the choices.
  await dialog.getByLabel('Ana Lim (FO-1001)', { exact: false }).check();
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog.getByText('Please enter a name')).toBeVisible();
  await expect(dialog.getByLabel('Ana Lim (FO-1001)', { exact: false })).toBeChecked();
  const name = `Sentosa ${Date.now() % 100_000}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await dialog.getByLabel('Raj Kumar (FO-1002)', { exact: false }).check();
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(page.getByText('Added!')).toBeVisible();
  await expect(panel).toContainText(name);
  await expect(panel).toContainText('Ana Lim');
  await snap(page, 'multilocation-panel');

  // The list tells this order apart.
  await page.goto(`/orders?keyword=${reference}`);
  await expect(page.getByText('Multilocation', { exact: true }).first()).toBeVisible();
  await page.getByRole('row').getByRole('link', { name: /^LV-/ }).first().click();

  // The two placed garments cannot be chosen again for another location.
  await page.locator('#multilocation').getByRole('button', { name: 'Add Location' }).click();
  const again = page.getByRole('dialog', { name: 'Add Location' });
  await expect(again.getByLabel(`Ana Lim (FO-1001)`, { exact: false })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await page
    .locator('#multilocation')
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  await confirmYes(page, 'Are you sure?');
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(page.locator('#multilocation')).not.toContainText(name);
});

test("a buyer previews a roster line's name list and RFID tags and exports the chosen tag fields", async ({
  page,
}) => {
  const { buyer, reference } = await ownRosterOrder(page, 'rfid-tags');
  await signInAs(page, buyer, { at: `/orders?keyword=${reference}` });
  await clickFirstListedOrder(page);
  await page.getByRole('button', { name: /Name list$/ }).click();
  const names = page.getByRole('dialog', { name: /^Name list:/ });
  await expect(names.getByText('Ana Lim')).toBeVisible();
  await expect(names.getByText('FO-1006')).toBeVisible();
  await names.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /RFID tags$/ }).click();
  const tags = page.getByRole('dialog', { name: /^RFID tags:/ });
  await expect(tags.getByText('Ana Lim')).toBeVisible();
  await tags.getByLabel('Laundry ID').check();
  await tags.getByLabel('Size').uncheck();
  await expect(tags.getByText('LND-201')).toBeVisible();
  await snap(page, 'rfid-tags-preview');
  const download = page.waitForEvent('download');
  await tags.getByRole('button', { name: /Export CSV$/ }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Tag code,Staff ID,Name,Laundry ID');
  expect(lines).toHaveLength(7);
  expect(lines[1]).toMatch(/^[0-9A-F]{24},FO-1001,Ana Lim,LND-201$/);
});

test("the provider marks two employees' garments Ready and the buyer sees it on the product status page", async ({
  page,
}) => {
  const { buyer, reference } = await ownRosterOrder(page, 'garments-ready');
  await signInAs(page, 'provider@demo.test', { at: `/admin?keyword=${reference}` });
  const row = page
    .getByRole('row')
    .filter({ hasText: /LV-\d{4}-\d{6}/ })
    .first();
  const uid = (await row.getByRole('button', { name: /^LV-/ }).textContent())!.trim();
  await row.getByRole('button', { name: uid }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Order ${uid}` });
  const employees = drawer.getByRole('row').filter({ hasText: /FO-100[12]/ });
  await expect(employees).toHaveCount(2);
  for (const employee of await employees.all()) await employee.getByRole('checkbox').check();
  await drawer.getByLabel('Product status').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Ready' }).click();
  await drawer.getByRole('button', { name: 'Set status of 2 selected' }).click();
  await expect(page.getByText('2 marked Ready')).toBeVisible();

  await signInAs(page, buyer, { at: `/orders?keyword=${reference}` });
  await page.getByRole('link', { name: uid }).click();
  await page.getByRole('link', { name: 'Product Status' }).click();
  const polo = page.getByRole('listitem').filter({ hasText: 'Front Office Polo' });
  // Each of the two wears two pieces.
  await expect(polo.getByText('4 Ready')).toBeVisible();
  await polo.getByRole('button', { name: 'Show Status' }).click();
  await expect(polo.getByRole('row').filter({ hasText: 'FO-1001' })).toContainText('Ready');
});
