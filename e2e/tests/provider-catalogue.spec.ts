import { expect } from '@playwright/test';
import { signInAs, snap, test } from './helpers.ts';

test('the provider opens a product, changes a tier price and drags its print area, saves and finds both kept', async ({
  page,
}) => {
  await signInAs(page, 'provider@demo.test');
  await expect(page).toHaveURL(/\/admin/);
  await page
    .getByRole('navigation', { name: 'Provider console' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await expect(page.getByRole('row', { name: /LV-HOOD-01.*Heavyweight Zip Hoodie/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /LV-BADG-01.*Engraved Name Badge.*As is/ })).toBeVisible();
  await snap(page, 'provider-catalogue-list-1280');

  await page.getByRole('link', { name: 'Heavyweight Zip Hoodie' }).click();
  await expect(page.getByRole('heading', { name: 'Heavyweight Zip Hoodie' })).toBeVisible();
  await expect(page.getByLabel('SKU')).toHaveValue('LV-HOOD-01');
  await snap(page, 'provider-product-editor-details-1280');

  // The hoodie (no other journey counts its money): the first tier goes from $48.90 to $51.90.
  await page.getByRole('tab', { name: 'Sizes & pricing' }).click();
  await expect(page.getByTestId('price-range-preview')).toHaveText('SGD 39.90 - SGD 54.90');
  const firstTier = page.getByLabel('Tier 1 unit price');
  await firstTier.fill('51.90');
  await firstTier.blur();
  await expect(page.getByTestId('price-range-preview')).toHaveText('SGD 39.90 - SGD 57.90');
  await snap(page, 'provider-product-editor-pricing-1280');
  await page.getByRole('tab', { name: /Colours/ }).click();
  await expect(page.getByRole('img', { name: 'Navy Front picture' })).toBeVisible();
  await snap(page, 'provider-product-editor-colours-1280');

  // The Front print area is dragged 40 px right and 30 px down on screen, then made narrower by number.
  await page.getByRole('tab', { name: /Faces & print areas/ }).click();
  const area = page.getByTestId('print-area-Front');
  await expect(area).toBeVisible();
  const leftBefore = Number(await page.getByLabel('Front Left (px)').inputValue());
  await area.scrollIntoViewIfNeeded();
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 15, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 4 });
  await page.mouse.up();
  const leftDragged = Number(await page.getByLabel('Front Left (px)').inputValue());
  expect(leftDragged).toBeGreaterThan(leftBefore);
  // The keyboard moves it too: Shift with an arrow key nudges it 10 px.
  await area.focus();
  await page.keyboard.press('Shift+ArrowRight');
  const leftAfter = leftDragged + 10;
  await expect(page.getByLabel('Front Left (px)')).toHaveValue(String(leftAfter));
  const widthField = page.getByLabel('Front Width (px)');
  await widthField.fill('180');
  await widthField.blur();
  await expect(page.getByText('Print area 31.6 × 31.6 cm')).toBeVisible();
  await snap(page, 'provider-product-editor-faces-1280');

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Sizes & pricing' }).click();
  await expect(page.getByLabel('Tier 1 unit price')).toHaveValue('51.90');
  await page.getByRole('tab', { name: /Faces & print areas/ }).click();
  await expect(page.getByLabel('Front Left (px)')).toHaveValue(String(leftAfter));
  await expect(page.getByLabel('Front Width (px)')).toHaveValue('180');

  // A price the domain refuses is explained, and what was typed stays.
  await page.getByRole('tab', { name: 'Sizes & pricing' }).click();
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Fill in or remove the blank quantity tier')).toBeVisible();
  await expect(page.getByLabel('Tier 1 unit price')).toHaveValue('51.90');

  // Unsaved edits are not lost by a stray click: leaving asks first.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Title').fill('Heavyweight Zip Hoodie (draft)');
  const consoleNav = page.getByRole('navigation', { name: 'Provider console' });
  await consoleNav.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Heavyweight Zip Hoodie (draft)');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: /Faces & print areas/ }).click();
  await snap(page, 'provider-product-editor-faces-390');
  // On a phone the way back is the editor's own link (the console's section bar scrolls sideways, and once held
  // its Catalogue entry out of reach); leaving still asks first.
  await page
    .locator('#main-content')
    .getByRole('link', { name: /Catalogue$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  // On a phone each product is a card: its picture and title, then its SKU, builder, price range and minimum.
  const hoodie = page.getByRole('listitem').filter({ hasText: 'LV-HOOD-01' });
  await expect(hoodie.getByRole('link', { name: 'Heavyweight Zip Hoodie' })).toBeVisible();
  await snap(page, 'provider-catalogue-list-390');
});

test('the provider adjusts a finishing surcharge and hand-picks products for a company', async ({ page }) => {
  await signInAs(page, 'provider@demo.test');
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/finishing-methods');
  const cell = page.getByLabel('Embroidery a4 1 colour (SGD)');
  await cell.fill('6.50');
  await cell.blur();
  await page.getByRole('button', { name: 'Save Embroidery' }).click();
  await expect(page.getByText('Finishing method updated')).toBeVisible();
  await snap(page, 'provider-finishing-methods-1280');

  await page.goto('/admin/recommended-products');
  await page.getByLabel('Company').fill('Corner');
  await expect(page.locator('.ant-select-item-option', { hasText: 'Corner Cafe' })).toBeVisible();
  await page.getByLabel('Company').press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: /^1\. Everyday Crew Tee/ })).toBeVisible();
  await page.getByLabel('Add a product').fill('tote');
  await expect(page.locator('.ant-select-item-option', { hasText: 'Heavy Canvas Tote Bag' })).toBeVisible();
  await page.locator('.ant-select-item-option', { hasText: 'Heavy Canvas Tote Bag' }).click();
  await expect(page.getByText('Recommended products saved')).toBeVisible();
  // Added at the end of the company's list.
  await expect(page.getByRole('listitem').filter({ hasText: /^3\. Heavy Canvas Tote Bag/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^2\. Six-Panel Work Cap/ })).toBeVisible();
  await snap(page, 'provider-recommended-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'provider-recommended-390');
  await page.goto('/admin/finishing-methods');
  await expect(page.getByLabel('Embroidery a4 1 colour (SGD)')).toHaveValue('6.50');
  await snap(page, 'provider-finishing-methods-390');
});

/** A 1 x 1 px PNG: the smallest picture the upload accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the provider adds a product bought as is, with an uploaded photo, and a script in an SVG is refused', async ({
  page,
}) => {
  await signInAs(page, 'provider@demo.test');
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/catalogue');
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByLabel('Title').fill('Embroidered Lanyard');
  await page.getByLabel('SKU').fill('lv-lany-01');
  await page.getByRole('switch', { name: 'Designed in the builder' }).click();

  await page.getByRole('tab', { name: 'Sizes & pricing' }).click();
  await page.getByLabel('Tier 1 unit price').fill('4.20');
  await page.getByLabel('Tier 1 unit price').blur();
  await expect(page.getByTestId('price-range-preview')).toHaveText('SGD 4.20');

  await page.getByRole('tab', { name: /Photos/ }).click();
  await page.getByLabel('new photo file').setInputFiles({
    name: 'script.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(
    page.getByText('This SVG carries a script; save it without and upload it again'),
  ).toBeVisible();
  await page
    .getByLabel('new photo file')
    .setInputFiles({ name: 'lanyard.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Carousel slide 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogue\/[0-9a-f-]{36}$/);
  await expect(page.getByText('LV-LANY-01 · used on 0 saved products')).toBeVisible();
  await page.getByRole('tab', { name: 'Photos (1)' }).click();
  await expect(page.getByRole('img', { name: 'Carousel slide 1' })).toBeVisible();

  // The same SKU again is refused by the server with its message; the form keeps what was typed.
  await page.goto('/admin/catalogue/new');
  await page.getByLabel('Title').fill('Second Lanyard');
  await page.getByLabel('SKU').fill('LV-LANY-01');
  await page.getByRole('switch', { name: 'Designed in the builder' }).click();
  await page.getByRole('tab', { name: 'Sizes & pricing' }).click();
  await page.getByLabel('Tier 1 unit price').fill('3.90');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('SKU LV-LANY-01 is already used by Embroidered Lanyard')).toBeVisible();
  await expect(page.getByLabel('Tier 1 unit price')).toHaveValue('3.90');
  await snap(page, 'provider-product-editor-new-refused-1280');
});
