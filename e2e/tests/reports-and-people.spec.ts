import { expect, type Page } from '@playwright/test';
import { approveAsProvider, makeOwnCompany, placeOwnOrder } from '../fixtures/own-company.ts';
import { chooseOption, signInAs, snap, test } from './helpers.ts';

// Each journey sets up its own company and order through the API first; on a loaded machine that takes a while.
// The basic-plan journey only reads the demo's Corner Cafe. They run side by side.
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

const POLO = { sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' };

/** The session headers the signed-in page holds, for setting up data through the API. */
async function sessionHeaders(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'livery_auth');
  expect(cookie, 'signed in').toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, string>;
}

/** Places a roster order of the Front Office Polo for three people through the API, as a bulk order would. */
async function placeRosterOrder(page: Page, run: string) {
  const headers = await sessionHeaders(page);
  const { saved_products } = await (
    await page.request.get('/api/saved_products?keyword=Front%20Office%20Polo', { headers })
  ).json();
  const { teams } = await (await page.request.get('/api/teams', { headers })).json();
  const { addresses } = await (await page.request.get('/api/addresses', { headers })).json();
  const roster = [
    {
      staff_id: `${run}1`,
      name: 'Mei Tan',
      department: 'Front Office',
      product1_size: 'M',
      product1_qty: '4',
    },
    {
      staff_id: `${run}2`,
      name: 'Raj Kumar',
      department: 'Front Office',
      product1_size: 'L',
      product1_qty: '4',
    },
    { staff_id: `${run}3`, name: 'Ana Lim', department: 'Concierge', product1_size: 'S', product1_qty: '4' },
  ];
  const added = await page.request.post('/api/kart_items/bulk_orders', {
    headers,
    data: { quote: { mode: 'pro', data: [{ saved_product_id: saved_products[0].uuid }], employees: roster } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      team_id: teams[0].id,
      ship_add_id: addresses[0].id,
      bill_add_id: addresses[0].id,
      reference: `PO-${run}`,
      status: 'order_pending',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { uid: string; uuid: string };
}

test('a finance user filters a report, sees its charts and exports it', async ({ page }) => {
  // A company of the journey's own with an approved order already, as the demo company has.
  const company = await makeOwnCompany(page.request, 'finance-report', {
    member: false,
    savedProducts: [POLO],
  });
  const approved = await placeOwnOrder(page.request, company, {
    reference: 'PO-APPROVED',
    lines: [{ product: POLO.title, qty: { M: 10 } }],
  });
  await approveAsProvider(page.request, approved.uuid);
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview/);
  const run = `R${Date.now().toString(36).toUpperCase()}`;
  const order = await placeRosterOrder(page, run);

  await page.goto('/report');
  await expect(page.getByRole('heading', { name: 'Finance report' })).toBeVisible();
  for (const chart of ['Spending over time', 'Pieces by size', 'Top products', 'Status mix']) {
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  await expect(
    page.getByRole('img', { name: 'Pieces by size' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByText('Total Outstanding')).toBeVisible();
  await expect(page.getByRole('link', { name: order.uid })).toBeVisible();
  await snap(page, 'report-1280');

  // Only pending orders: the new order stays, the approved order leaves the table.
  await expect(page.getByRole('link', { name: approved.uid })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Statuses' }), 'Pending');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: order.uid })).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: 'Approved' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: approved.uid })).toHaveCount(0);

  // A product filter hides the payment cards and says GST is not included.
  // The filter names the product as the buyer saved it, not the catalogue product it is made on (with every
  // name the buyer gave it, "Front Office Polo / Lobby Polo", when earlier journeys saved it again).
  const productFilter = page.getByRole('combobox', { name: 'Products' });
  await productFilter.click();
  const polo = await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option[title^="Front Office Polo"]')
    .first()
    .getAttribute('title');
  await page.keyboard.press('Escape');
  await chooseOption(page, productFilter, polo ?? 'Front Office Polo');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Not included GST or any extra fees.')).toBeVisible();
  await expect(page.getByText('Total Outstanding')).toHaveCount(0);

  // Export opens the signed link in a new window (which sends no session); the link alone gives the file.
  // The file is fetched here from the link the page asked for: headless Chromium keeps a popup that downloads
  // at about:blank and reports no download, so the window itself is not followed.
  const linkAnswer = page.waitForResponse((response) => response.url().includes('/api/reports/export_link'));
  await page.getByRole('button', { name: 'Export' }).click();
  const { url } = (await (await linkAnswer).json()) as { url: string };
  expect(url).toContain('/share_links/');
  const file = await page.context().request.get(url, { headers: {} });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv/);
  const csv = await file.text();
  expect(csv).toContain('Order ID,Date,Status');
  expect(csv).toContain(order.uid);
  expect(csv).not.toContain(',Approved,');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/report');
  await expect(page.getByRole('img', { name: 'Status mix' })).toBeVisible();
  await snap(page, 'report-390');
  await page.goto('/laundry-report');
  // At 390 px the top bar names the page too (a level-4 heading); this is the page's own title.
  await expect(page.getByRole('heading', { name: 'Laundry Report', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order data' })).toHaveCount(0);
  await snap(page, 'laundry-report-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('img', { name: 'Spending over time' })).toBeVisible();
  await snap(page, 'laundry-report-1280');
});

test('finds an employee, edits them and orders again for two people', async ({ page }) => {
  const company = await makeOwnCompany(page.request, 'employees', { member: false, savedProducts: [POLO] });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview/);
  const run = `P${Date.now().toString(36).toUpperCase()}`;
  await placeRosterOrder(page, run);

  await page.goto('/employees');
  await page.getByLabel('Search employees').fill(run);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('Front Office Polo: M')).toBeVisible();
  await snap(page, 'employees-1280');

  await page.getByRole('button', { name: 'Edit Raj Kumar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`PO-${run}`).or(dialog.getByRole('link', { name: /^LV-/ }))).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Rajesh Kumar');
  await dialog.getByLabel('Department').fill('Concierge');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Rajesh Kumar/ })).toContainText('also Raj Kumar');
  await expect(page.getByRole('row', { name: /Rajesh Kumar/ })).toContainText('Concierge');

  await page
    .getByRole('row', { name: /Rajesh Kumar/ })
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('row', { name: /Mei Tan/ })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Order again for these people (2)' }).click();
  await expect(page).toHaveURL(/\/bulk-order\?uids=/);
  await expect(page.getByText('2 rows. Check the field each column fills')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(`Staff ID of row ${run}1`)).toHaveValue(`${run}1`);
  await expect(page.getByLabel(`Staff ID of row ${run}2`)).toHaveValue(`${run}2`);
  await expect(page.getByText('INVALID', { exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/employees');
  await page.getByLabel('Search employees').fill(run);
  await expect(page.getByText('Rajesh Kumar')).toBeVisible();
  await snap(page, 'employees-390');
});

test('the employee database is not on the basic plan', async ({ page }) => {
  await signInAs(page, 'basic@demo.test');
  await expect(page).toHaveURL(/\/overview/);
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/feature-unavailable/);
});
