import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { confirmYes, signInAs, snap, test } from './helpers.ts';

/** A two-to-one logo, as the buyer's designer would send it. */
/** The same logo drawn in this journey's own gold: an upload of bytes already kept is that artwork (decision 142). */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
  '<rect width="400" height="200" rx="24" fill="#1f3a5f"/><circle cx="200" cy="100" r="70" fill="#f4b944"/></svg>';

/** Waits until the page's CSS transitions and animations (a drawer sliding in) have finished. */
async function settle(page: Page) {
  await expect.poll(() => page.evaluate('document.getAnimations().length')).toBe(0);
}

/** Calls the API as the signed-in page does (the session headers live in a cookie). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'livery_auth');
  const headers = session ? (JSON.parse(decodeURIComponent(session.value)) as Record<string, string>) : {};
  const response = await page.request.get(`/api/${path}`, { headers });
  return (await response.json()) as T;
}

async function savedProduct(page: Page, title: string) {
  const body = await apiGet<{ saved_products: Array<{ uuid: string; title: string; thumb_image: string }> }>(
    page,
    `saved_products?keyword=${encodeURIComponent(title)}`,
  );
  const found = body.saved_products.find((product) => product.title === title);
  expect(found, `saved product ${title}`).toBeTruthy();
  return found!;
}

test('the provider downloads the true-size Front print of a polo the buyer designed and ordered', async ({
  page,
  browser,
}) => {
  // A company of the journey's own, with the demo buyer's Front Office Polo: its cart and order are its own.
  const company = await makeOwnCompany(page.request, 'print files', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);

  // The buyer designs the catalogue polo with an SVG logo on its Front, in navy.
  const polo = await savedProduct(page, 'Front Office Polo');
  const loaded = await apiGet<{ product: { product_id: string } }>(page, `saved_products/${polo.uuid}`);
  await page.goto(`/design?product=${loaded.product.product_id}`);
  // The builder is the largest page to load.
  await expect(page.getByRole('heading', { name: 'Classic Pique Polo' })).toBeVisible({ timeout: 60_000 });
  await page.locator('input[type=file][accept=".svg,.jpg,.jpeg,.png"]').setInputFiles({
    name: 'lobby-logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO_SVG),
  });
  await expect(page.getByRole('group', { name: 'Placed artwork lobby-logo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Finalize' }).click();
  await page.getByRole('button', { name: 'Navy' }).click();
  await page.getByLabel('Quantity M').fill('10');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  // Saved, its tile on My Products is the navy polo with the logo, not the blank catalogue drawing.
  await page.getByRole('button', { name: 'Save' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save product' });
  await saveDialog.getByLabel('Name').fill('Lobby Polo');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/saved-products/);
  const lobby = await savedProduct(page, 'Lobby Polo');
  expect(lobby.thumb_image).toMatch(/^\/api\/files\/thumbs\/[0-9a-f]{32}\.png\?/);
  const tile = page.getByRole('img', { name: 'Lobby Polo' }).first();
  await tile.scrollIntoViewIfNeeded();
  await expect(tile).toHaveAttribute('src', /\/api\/files\/thumbs\//);
  await expect
    .poll(() => tile.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(400);
  await snap(page, 'saved-products-design-tile-1280');

  // Reopened and added to the cart, the line shows the same picture; then the order is placed.
  await page.goto(`/saved_products/${lobby.uuid}`);
  await expect(page.getByRole('heading', { name: 'Lobby Polo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Finalize' }).click();
  await expect(page.getByLabel('Quantity M')).toHaveValue('10');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Lobby Polo')).toBeVisible();
  await expect(page.locator('img[src*="/api/files/thumbs/"]').first()).toBeVisible();
  await snap(page, 'cart-design-tile-1280');
  await page.getByLabel('PO reference').fill('PO-LOBBY-1');
  await page.getByRole('button', { name: 'Submit Order Request' }).click();
  await confirmYes(page, 'Do you want to place order?');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = await page.getByRole('heading', { name: /^Order #LV-/ }).textContent();
  const uid = heading!.replace(/^Order #/, '').trim();

  // The provider opens the order in the console and downloads the Front print.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await signInAs(provider, 'provider@demo.test');
  await expect(provider).toHaveURL(/\/admin/);
  await provider.getByRole('button', { name: uid, exact: true }).click();
  const drawer = provider.getByRole('dialog', { name: `Order ${uid}` });
  await expect(drawer.getByText('Lobby Polo')).toBeVisible();
  const download = drawer.getByRole('button', { name: 'Download print (Front)' });
  await expect(download).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Download print (Back)' })).toHaveCount(0);
  await expect(drawer.locator('img[src*="/api/files/thumbs/"]')).toBeVisible();
  await settle(provider);
  await snap(provider, 'admin-order-drawer-1280');

  const [file] = await Promise.all([provider.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/-Front\.svg$/);
  const svg = await readFile((await file.path())!, 'utf8');
  expect(svg).toMatch(/^<svg width="[\d.]+cm" height="[\d.]+cm"/);
  expect(svg).toContain('<rect');

  await provider.setViewportSize({ width: 390, height: 844 });
  await expect(download).toBeVisible();
  await settle(provider);
  const panel = (await drawer.boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  await snap(provider, 'admin-order-drawer-390');
  await providerContext.close();
});
