import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { signInAs, snap, test } from './helpers.ts';

/** The same logo drawn in this journey's own gold: an upload of bytes already kept is that artwork (decision 142). */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
  '<rect width="400" height="200" rx="24" fill="#1f3a5f"/><circle cx="200" cy="100" r="70" fill="#f4b943"/></svg>';

/** Calls the API as the signed-in page does (the session headers live in a cookie). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'livery_auth');
  const headers = session ? (JSON.parse(decodeURIComponent(session.value)) as Record<string, string>) : {};
  return (await (await page.request.get(`/api/${path}`, { headers })).json()) as T;
}

/** Opens the quick add of a saved product on the overview, types quantities and waits for the estimate. */
async function quickAddEstimate(page: Page, title: string, quantities: Record<string, string>) {
  await page.goto('/overview');
  const tile = page.locator('[data-testid="saved-product-tile"]', { hasText: title });
  await tile.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog');
  for (const [size, quantity] of Object.entries(quantities)) {
    await dialog.getByLabel(size, { exact: true }).fill(quantity);
  }
  const pieces = Object.values(quantities).reduce((sum, quantity) => sum + Number(quantity), 0);
  await expect(dialog.getByTestId('price-breakdown')).toContainText(`${pieces} pcs ×`);
  return { dialog, estimate: (await dialog.getByTestId('estimate-amount').textContent())!.trim() };
}

test('the quick-add estimate of a designed polo is what the cart charges, and two lines pool their tier', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A company of the journey's own, with the demo buyer's Front Office Polo: its cart and products are its own.
  const company = await makeOwnCompany(page.request, 'one price', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);

  // The buyer designs the catalogue polo with a logo on its Front and saves it (first on the overview).
  const title = `AA Atrium Polo ${Date.now() % 100_000}`;
  const polo = await apiGet<{ saved_products: Array<{ uuid: string; product_id: number }> }>(
    page,
    `saved_products?keyword=${encodeURIComponent('Front Office Polo')}`,
  );
  const loaded = await apiGet<{ product: { product_id: string } }>(
    page,
    `saved_products/${polo.saved_products[0]!.uuid}`,
  );
  await page.goto(`/design?product=${loaded.product.product_id}`);
  // The builder is the largest page to load.
  await expect(page.getByRole('heading', { name: 'Classic Pique Polo' })).toBeVisible({ timeout: 60_000 });
  await page.locator('input[type=file][accept=".svg,.jpg,.jpeg,.png"]').setInputFiles({
    name: 'atrium-logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO_SVG),
  });
  await expect(page.getByRole('group', { name: 'Placed artwork atrium-logo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Finalize' }).click();
  await page.getByLabel('Quantity M').fill('10');
  await expect(page.getByTestId('price-breakdown')).toContainText('Printing per piece');
  await page.getByRole('button', { name: 'Save' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save product' });
  await saveDialog.getByLabel('Name').fill(title);
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/saved-products/);

  // Quick add: the estimate shows the printing per piece and equals the cart's charge for the line.
  const first = await quickAddEstimate(page, title, { M: '31' });
  await expect(first.dialog.getByTestId('price-breakdown')).toContainText('Printing per piece');
  await snap(page, 'quick-add-estimate-1280');
  await first.dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('line-amount')).toHaveText(first.estimate);

  // A second line of the same polo: 31 + 36 = 67 pieces reach the 50-piece tier for both lines.
  const second = await quickAddEstimate(page, title, { L: '36' });
  await expect(second.dialog.getByTestId('pooled-tier')).toContainText('67 pcs');
  await second.dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByTestId('subkart').first().getByTestId('price-breakdown');
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) await expect(line).toContainText('× SGD 21.90');
  await expect(page.getByTestId('pooled-tier')).toHaveCount(2);
  await expect(page.getByTestId('line-amount').filter({ hasText: second.estimate })).toHaveCount(1);
  await snap(page, 'cart-pooled-tier-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'cart-pooled-tier-390');
});
