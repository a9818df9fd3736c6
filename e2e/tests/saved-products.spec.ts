import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { openFromSidebar, signInAs, snap, test } from './helpers.ts';

// The journey that saves, renames and deletes a product runs on a cafe of its own; the others only read the demo
// buyer's products, which no journey changes. They run side by side.
test.describe.configure({ mode: 'parallel' });

/** Waits until antd's opening animations have finished, so a screenshot shows the settled page. */
async function settleAnimations(page: Page) {
  await expect(page.locator('[class*="-appear"], [class*="-enter"]')).toHaveCount(0);
}

const card = (page: Page, title: string) =>
  page.getByTestId('saved-product-card').filter({ has: page.getByText(title, { exact: true }) });

test.describe('saved products', () => {
  test('a buyer searches, ticks two products and takes them to a bulk order', async ({ page }) => {
    await signInAs(page, 'buyer@demo.test');
    await expect(page).toHaveURL(/\/overview$/);
    await openFromSidebar(page, 'My Products');
    // The demo company's products (no journey adds to them).
    await expect(card(page, 'Housekeeping Tee')).toBeVisible();
    await expect(card(page, 'Front Office Polo')).toContainText('LV-POLO-01');
    await expect(card(page, 'Front Office Polo')).toContainText('SGD 17.90 - SGD 28.50');
    await snap(page, 'saved-products-1280');

    await page.getByLabel('Search saved products').fill('polo');
    await expect(card(page, 'Housekeeping Tee')).toHaveCount(0);
    await expect(page.getByTestId('saved-product-card').filter({ hasNotText: /polo/i })).toHaveCount(0);
    await expect(card(page, 'Front Office Polo')).toBeVisible();
    await expect(page).toHaveURL(/keyword=polo/);
    await page.getByLabel('Search saved products').fill('');
    await expect(card(page, 'Housekeeping Tee')).toBeVisible();

    await page.getByLabel('Select Front Office Polo').check();
    await page.getByLabel('Select Housekeeping Tee').check();
    const bar = page.getByTestId('selection-bar');
    await expect(bar).toContainText('2 selected');
    await expect(bar.getByRole('button', { name: 'Remove' })).toBeVisible();
    await snap(page, 'saved-products-selected-1280');

    const pdf = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Price list' }).click();
    expect((await pdf).suggestedFilename()).toBe('mf-products-price-list.pdf');
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Actions for Housekeeping Tee' }).click();
    await page.getByRole('menuitem', { name: 'Price list (CSV)' }).click();
    expect((await csv).suggestedFilename()).toBe('Housekeeping Tee.csv');

    await bar.getByRole('button', { name: 'Bulk Order' }).click();
    await expect(page).toHaveURL(/\/bulk-order\?uids=[0-9a-f-]{36},[0-9a-f-]{36}$/);
  });

  test('the list honours sort_by on load and fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'buyer@demo.test');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/saved-products?sort_by=created_at');
    await expect(page.getByLabel('Sort by')).toBeAttached();
    await expect(page.getByText('Oldest first')).toBeVisible();
    await expect(page.getByTestId('saved-product-card').first()).toContainText('Front Office Polo');
    await page.getByLabel('Select Banquet Bib Apron').check();
    await expect(page.getByTestId('selection-bar')).toContainText('1 selected');
    await settleAnimations(page);
    await snap(page, 'saved-products-390');
  });

  test('a team member sees no Remove button for several products', async ({ page }) => {
    await signInAs(page, 'member@demo.test');
    await expect(page).toHaveURL(/\/overview$/);
    await openFromSidebar(page, 'My Products');
    await page.getByLabel('Select Front Office Polo').check();
    const bar = page.getByTestId('selection-bar');
    await expect(bar).toContainText('1 selected');
    await expect(bar.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  });

  test('a buyer saves a recommended product, renames it and deletes it', async ({ page }) => {
    // As the demo's Corner Cafe: a basic-plan company the provider hand-picked the work cap and the crew tee for.
    const cafe = await makeOwnCompany(page.request, 'corner-cafe', {
      plan: 'basic',
      team: 'Cafe Crew',
      member: false,
      addresses: false,
      recommended: ['LV-TEE-01', 'LV-CAP-01'],
    });
    await signInAs(page, cafe.buyer.email);
    await expect(page).toHaveURL(/\/overview$/);
    await openFromSidebar(page, 'Catalogue');
    await expect(page.getByText('HANDPICKED FOR YOUR COMPANY')).toBeVisible();
    const cards = page.getByTestId('recommended-product-card');
    await expect(cards.filter({ hasText: 'Six-Panel Work Cap' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Everyday Crew Tee' })).toBeVisible();
    await page.getByLabel('Select Six-Panel Work Cap').check();
    await expect(page.getByRole('button', { name: 'Save to My Products' })).toBeVisible();
    await settleAnimations(page);
    await snap(page, 'recommended-products-selecting-1280');
    await page.getByLabel('Select Six-Panel Work Cap').uncheck();
    await page.getByRole('button', { name: 'View Everyday Crew Tee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Everyday Crew Tee' });
    await expect(dialog).toContainText('12 - 49');
    await expect(dialog.getByRole('button', { name: 'Design this' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save to My Products' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add this product into Saved Products?' });
    await confirm.getByRole('button', { name: 'Yes, save it' }).click();
    await expect(page.getByText('Product Saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/saved-products\?sort_by=desc$/);
    await expect(page.getByTestId('saved-product-card').first()).toContainText('Everyday Crew Tee');

    await page.getByRole('button', { name: 'Actions for Everyday Crew Tee' }).click();
    await page.getByRole('menuitem', { name: 'Update' }).click();
    const update = page.getByRole('dialog', { name: 'Update Saved Product' });
    await update.getByLabel('Title').fill('');
    await update.getByRole('button', { name: 'Update' }).click();
    await expect(update.getByText('Title is required')).toBeVisible();
    await update.getByLabel('Title').fill('Cafe Crew Tee');
    await update.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Updated!')).toBeVisible();
    await expect(card(page, 'Cafe Crew Tee')).toBeVisible();

    await page.getByRole('button', { name: 'Actions for Cafe Crew Tee' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const sure = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(sure).toContainText("You won't be able to revert this!");
    await sure.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Your product has been deleted.')).toBeVisible();
    await expect(card(page, 'Cafe Crew Tee')).toHaveCount(0);
  });

  test('the recommended products look right on a laptop and a phone', async ({ page }) => {
    await signInAs(page, 'buyer@demo.test');
    await expect(page).toHaveURL(/\/overview$/);
    await openFromSidebar(page, 'Catalogue');
    await expect(page.getByTestId('recommended-product-card')).toHaveCount(5);
    await expect(page.getByText('In My Products').first()).toBeVisible();
    await snap(page, 'recommended-products-1280');
    await page.getByTestId('recommended-product-card').first().click();
    await expect(page.getByRole('dialog')).toContainText('Unit price');
    await settleAnimations(page);
    await snap(page, 'recommended-product-modal-1280');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'recommended-products-390');
    await page.getByRole('button', { name: 'View Six-Panel Work Cap' }).click();
    await expect(page.getByRole('dialog')).toContainText('Unit price');
    await settleAnimations(page);
    await snap(page, 'recommended-product-modal-390');
  });
});
