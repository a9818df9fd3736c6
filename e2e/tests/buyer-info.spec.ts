import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { chooseOption, confirmYes, openFromSidebar, signInAs, snapBothWidths, test } from './helpers.ts';

// Journeys with screenshots at two widths; the shared machine is slow. The roster is ordered on a company of its
// own; the other journeys only read the demo company's products, which no journey changes: they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const savedCard = (page: Page, title: string) =>
  page.getByTestId('saved-product-card').filter({ has: page.getByText(title, { exact: true }) });

/** The roster many hotels keep: no product, sex or quantity columns, one size per person. */
const PLAIN_ROSTER = [
  'Staff ID, Name, Department, Size',
  '1001,Ana Lim,Front Office,L',
  '1002,Raj Kumar,Front Office,M',
  '1003,Mei Tan,Front Office,S',
  '1004,Leo Ong,Front Office,L',
  '1005,Uma Das,Front Office,M',
  '1006,Sam Goh,Front Office,L',
  '1007,Ida Yeo,Front Office,S',
  '1008,Tom Lee,Front Office,XL',
  '1009,Zoe Ng,Front Office,M',
  '1010,Kai Wu,Front Office,5XL',
].join('\r\n');

test('a plain staff roster imports for one product: its Size column maps, each person takes one piece', async ({
  page,
}) => {
  const company = await makeOwnCompany(page.request, 'plain-roster', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/bulk-order');
  const picker = page.getByRole('combobox', { name: 'Search your saved products' });
  await picker.click();
  await picker.fill('Front');
  await page.locator('.ant-select-item-option', { hasText: 'Front Office Polo' }).click();
  await page.keyboard.press('Escape');
  await page.locator('input[type=file]').setInputFiles({
    name: 'front-office.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(PLAIN_ROSTER),
  });

  await expect(page.getByRole('combobox', { name: 'Field for column Size' })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('combobox', { name: 'Field for column Size' }) }),
  ).toContainText('Product 1 size (Front Office Polo)');
  await page.getByRole('button', { name: 'Next' }).click();

  // One size the polo lacks: the message names the product and its sizes.
  await expect(page.getByText('Please clear all invalid 1 item(s) before adding to cart')).toBeVisible();
  await expect(
    page.getByText("- Size 5XL is not one of Front Office Polo's sizes: XS, S, M, L, XL, 2XL, 3XL or NA"),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Size chart' }).click();
  await expect(page.getByRole('dialog', { name: 'Size chart: Front Office Polo' })).toContainText(
    'Chest (cm): XS 46',
  );
  await page.keyboard.press('Escape');
  await snapBothWidths(page, 'buyer-info-plain-roster-review');

  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Product 1 size (Front Office Polo) of row 1010' }),
    '3XL',
  );
  await expect(page.getByText('INVALID', { exact: true })).toHaveCount(0);
  await expect(page.getByText('10 pieces')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await confirmYes(page, 'Add these items to your cart?');
  await expect(page).toHaveURL(/\/cart$/);
  // Sizes read in the polo's own order, whatever order the roster or the database gives them.
  await expect(page.getByText('S: 2, M: 3, L: 3, XL: 1, 3XL: 1')).toBeVisible();
});

test('the size chart and where a product ships from are shown in quick add and in the builder', async ({
  page,
}) => {
  await signInAs(page, 'buyer@demo.test');
  await expect(page).toHaveURL(/\/overview$/);

  // Saved products: each tile says where it ships from; the New Zealand vest does not reach the buyer.
  await page.goto('/saved-products');
  // The page's code loads on first visit, slowly on a busy machine.
  await expect(savedCard(page, 'Front Office Polo')).toBeVisible({ timeout: 30_000 });
  await expect(savedCard(page, 'Front Office Polo').getByTestId('ships-from')).toHaveText(
    'Ships from Singapore to your address',
  );
  await expect(savedCard(page, 'Concierge Knit Vest').getByTestId('ships-from')).toHaveText(
    'Ships from New Zealand: not to your shipping address',
  );

  // The overview's quick add.
  await page.goto('/overview');
  const tile = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Front Office Polo', { exact: true }) });
  await tile.getByRole('button', { name: 'Add to cart' }).first().click();
  const quickAdd = page.getByRole('dialog', { name: 'Add Front Office Polo to cart' });
  await expect(quickAdd.getByTestId('ships-from')).toHaveText('Ships from Singapore to your address');
  await quickAdd.getByRole('button', { name: 'Size chart' }).click();
  await expect(page.getByRole('dialog', { name: 'Size chart: Front Office Polo' })).toContainText(
    'Chest (cm): XS 46, S 49',
  );
  await snapBothWidths(page, 'buyer-info-quick-add-size-chart');
  await page
    .getByRole('dialog', { name: 'Size chart: Front Office Polo' })
    .getByRole('button', { name: 'Close' })
    .click();
  await quickAdd.getByRole('button', { name: 'Cancel' }).click();

  // The builder's Finalize step.
  await page.goto('/saved-products');
  await savedCard(page, 'Front Office Polo')
    .getByRole('button', { name: 'Actions for Front Office Polo' })
    .click();
  await page.getByRole('menuitem', { name: 'Edit design' }).click();
  await expect(page.getByRole('heading', { name: 'Front Office Polo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Finalize' }).click();
  await expect(page.getByTestId('ships-from')).toHaveText('Ships from Singapore to your address');
  await page.getByRole('button', { name: 'Size chart' }).click();
  await expect(page.getByRole('dialog', { name: 'Size chart: Front Office Polo' })).toBeVisible();
  await snapBothWidths(page, 'buyer-info-builder-size-chart');
});

test('a member cannot delete a product shared with every team; the type filter offers hidden products', async ({
  page,
}) => {
  await signInAs(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
  await openFromSidebar(page, 'My Products');
  // The buyer made the crew hoodie for all teams: the member may order it but not delete it.
  await savedCard(page, 'Events Crew Hoodie')
    .getByRole('button', { name: 'Actions for Events Crew Hoodie' })
    .click();
  const menu = page.locator('.ant-dropdown-menu:visible');
  await expect(menu.getByRole('menuitem', { name: /Price list \(PDF\)/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Delete/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await chooseOption(page, page.getByRole('combobox', { name: 'Product type' }), 'Hidden');
  await expect(page).toHaveURL(/product_type=hidden/);
  await snapBothWidths(page, 'buyer-info-hidden-filter');
});

test('a recommended product already saved says so instead of offering to save it again', async ({ page }) => {
  await signInAs(page, 'buyer@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
  await openFromSidebar(page, 'Catalogue');
  await page.getByRole('button', { name: 'View Classic Pique Polo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Classic Pique Polo' });
  await expect(dialog.getByRole('button', { name: 'Saved to My Products' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save to My Products' })).toHaveCount(0);
  await snapBothWidths(page, 'buyer-info-recommended-saved');
});
