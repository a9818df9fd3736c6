import { readFileSync } from 'node:fs';
import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { billingListRow, holdSession, placePoloOrder, sessionHeaders, snap, test } from './helpers.ts';

// Each journey bills an order of a company of its own: the two run side by side.
test.describe.configure({ mode: 'parallel' });

// A long journey on a shared, busy machine: pages may take a while to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The buyer of a company of the journey's own (signed in on `page`) places an order, and the provider approves it
 * in a second page, which issues its invoice; the provider's page is handed back for the console steps.
 */
async function approvedBuyerOrder(page: Page, browser: Browser) {
  const company = await makeOwnCompany(page.request, 'billing', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await holdSession(page, company.buyer.email);
  const order = await placePoloOrder(page, 'PO-BILLING');
  const consolePage = await browser.newPage();
  await holdSession(consolePage, 'provider@demo.test');
  const approved = await consolePage.request.post(`/api/admin/orders/${order.uuid}/transition`, {
    headers: await sessionHeaders(consolePage),
    data: { to: 'order_approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { order, consolePage };
}

test('the provider records a part payment in the console and the buyer sees it on /billings, then downloads the invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The provider approves the buyer's order (which issues the invoice) and records $10.00 received.
  const { order, consolePage } = await approvedBuyerOrder(page, browser);
  await consolePage.goto('/admin/invoices');
  await consolePage.getByRole('menuitem', { name: 'Invoices' }).waitFor();
  await consolePage.getByLabel('Search invoices').fill(order.uid);
  const row = consolePage.getByRole('row').filter({ hasText: order.uid });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Awaiting payment');
  await row.getByRole('button', { name: /^INV-/ }).click();
  const drawer = consolePage.getByRole('dialog');
  await expect(drawer).toContainText(order.uid);

  // A bad amount keeps what was typed and says why.
  await drawer.getByLabel('Reference').fill('TT-BILLING');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  await expect(consolePage.getByText('Enter the amount received').first()).toBeVisible();
  await expect(drawer.getByLabel('Reference')).toHaveValue('TT-BILLING');
  await drawer.getByLabel('Amount', { exact: true }).fill('999999');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Amount is more than the balance of');
  await expect(drawer.getByLabel('Reference')).toHaveValue('TT-BILLING');
  await drawer.getByLabel('Amount', { exact: true }).fill('10');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  await expect(drawer).toContainText('Partially paid');
  await expect(drawer).toContainText('SGD 10.00');
  await snap(consolePage, 'billing-console-invoice-drawer');
  const invoiceNumber = (await drawer.locator('.ant-drawer-title').textContent())!
    .replace('Invoice ', '')
    .trim();

  // The buyer finds the order on /billings: partially paid, with the balance.
  await page.goto(`/billings?keyword=${order.uid}`);
  const billingRow = billingListRow(page, order.uid);
  await expect(billingRow).toContainText('Partially paid');
  await expect(billingRow).toContainText(invoiceNumber);
  const detail = (await (
    await page.request.get(`/api/orders/${order.uuid}/invoice`, { headers: await sessionHeaders(page) })
  ).json()) as { invoice: { balance: number; total: number } };
  expect(detail.invoice.balance).toBe(detail.invoice.total - 1000);
  const balanceText = `SGD ${(detail.invoice.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(billingRow).toContainText(balanceText);
  await expect(page.getByText(/Showing 1 to 1 of 1 entries/)).toBeVisible();
  await snap(page, 'billing-list');

  // The invoice link downloads the PDF.
  const downloading = page.waitForEvent('download');
  await billingRow.getByRole('link', { name: invoiceNumber }).click();
  const download = await downloading;
  const file = test.info().outputPath(`${invoiceNumber}.pdf`);
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
});

/** Every entry name of a zip, with its first bytes. */
function zipEntries(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('the buyer selects orders on /billings and downloads their paperwork as one zip', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { order } = await approvedBuyerOrder(page, browser);

  // Without a selection the modal says so and cannot download.
  await page.goto(`/billings?keyword=${order.uid}`);
  const billingRow = billingListRow(page, order.uid);
  await expect(billingRow).toBeVisible();
  await page.getByRole('button', { name: 'Download Paperwork (0)' }).click();
  let modal = page.getByRole('dialog', { name: 'Download Paperwork' });
  await expect(modal).toContainText('Please select orders from list!');
  await expect(modal.getByRole('button', { name: 'Download' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Close' }).click();

  await billingRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Download Paperwork (1)' }).click();
  modal = page.getByRole('dialog', { name: 'Download Paperwork' });
  for (const kind of ['Order detail', 'Delivery orders', 'Purchase order', 'Invoice', 'Namelists'])
    await expect(modal.getByRole('checkbox', { name: kind })).toBeChecked();
  await expect(modal).toContainText('*Download will take a while, please do not close the new window');
  await modal.getByRole('checkbox', { name: 'Namelists' }).uncheck();

  // A failure is a notice, and the modal stays open with the choice as it was.
  await page.route('**/api/orders/download_paperworks', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Choose at most 200 orders', errors: { full_messages: [] } }),
    }),
  );
  await modal.getByRole('button', { name: 'Download' }).click();
  await expect(page.locator('.ant-notification')).toContainText('Choose at most 200 orders');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('checkbox', { name: 'Namelists' })).not.toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Invoice' })).toBeChecked();
  await page.unroute('**/api/orders/download_paperworks');

  // The zip is prepared, then streams in: the modal says so until the browser has it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/orders/download_paperworks', async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download' }).click();
  await expect(modal.getByTestId('paperwork-progress')).toContainText('Preparing…');
  await snap(page, 'billing-paperwork-preparing');
  release();
  const download = await downloading;
  await expect(modal).toBeHidden();
  const file = test.info().outputPath('paperwork.zip');
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(
    /^billing-front-office-\d{4}-\d{2}-\d{2}(-to-\d{4}-\d{2}-\d{2})?\.zip$/,
  );
  const entries = await zipEntries(file);
  const names = [...entries.keys()];
  expect(names).toContain(`${order.uid}/order-detail-${order.uid}.pdf`);
  expect(names.some((name) => /^[^/]+\/invoice-INV-\d{4}-\d{6}\.pdf$/.test(name))).toBe(true);
  expect(names.some((name) => name.includes('namelist'))).toBe(false);
  for (const [name, bytes] of entries)
    if (name.endsWith('.pdf')) expect(bytes.subarray(0, 4).toString(), name).toBe('%PDF');
});
