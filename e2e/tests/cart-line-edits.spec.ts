import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { signInAs, snap, test } from './helpers.ts';

// Each journey runs on a company of its own with the demo buyer's Front Office Polo: its cart is nobody else's.
test.describe.configure({ mode: 'parallel' });

const POLO = { sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' };

/** Adds a saved product from the overview with quantities per size. */
async function addFromOverview(page: Page, title: string, quantities: Record<string, string>) {
  await page.goto('/overview');
  const tile = page.locator('[data-testid="saved-product-tile"]', { hasText: title });
  await tile.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog');
  for (const [size, quantity] of Object.entries(quantities)) {
    await dialog.getByLabel(size, { exact: true }).fill(quantity);
  }
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

test('a refused checkout and a refused discount code say why at the field, and keep what was entered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const company = await makeOwnCompany(page.request, 'refused checkout', {
    member: false,
    savedProducts: [POLO],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);
  await addFromOverview(page, 'Front Office Polo', { M: '10' });

  // A typo in the discount code: the danger notice and the text under the field, the code kept.
  const code = page.getByLabel('Discount code');
  await code.fill('NOSUCH');
  await page.getByRole('button', { name: 'Apply' }).click();
  const notices = page.locator('.ant-notification-notice');
  await expect(notices.filter({ hasText: 'Discount code NOSUCH does not exist.' })).toBeVisible();
  await expect(
    page.locator('#root').getByRole('alert').filter({ hasText: 'Discount code NOSUCH does not exist.' }),
  ).toBeVisible();
  await expect(code).toHaveValue('NOSUCH');

  // Submit without a PO reference, from the top of the page on a phone: the field is far below.
  await page.mouse.wheel(0, -100_000);
  await page.getByRole('button', { name: 'Submit Order Request' }).click();
  await expect(notices.filter({ hasText: 'Enter a PO reference (NA if not applicable)' })).toBeVisible();
  const reference = page.getByLabel('PO reference');
  await expect(reference).toBeFocused();
  await expect(reference).toBeInViewport();
  const confirmation = page.getByRole('dialog').filter({ hasText: 'Do you want to place order?' });
  await expect(confirmation).toHaveCount(0);
  await expect(code).toHaveValue('NOSUCH');
  await snap(page, 'cart-refused-po-reference-390');

  // Typing it clears the refusal and the order may go ahead.
  await reference.fill('PO-CART-7');
  await page.getByRole('button', { name: 'Submit Order Request' }).click();
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'No' }).click();
  await expect(reference).toHaveValue('PO-CART-7');
});

test('a buyer changes a cart line’s quantities and then its design, and the line is replaced, not added', async ({
  page,
}) => {
  // Two edits and a builder load in one journey: more than a minute on a busy machine.
  test.slow();
  const company = await makeOwnCompany(page.request, 'cart line edits', {
    member: false,
    savedProducts: [POLO],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);
  await addFromOverview(page, 'Front Office Polo', { M: '10' });
  const line = page.getByTestId('subkart');
  await expect(line.getByText('M: 10')).toBeVisible();

  // Quantities per size in the product's order, priced by the server before saving.
  await page.getByRole('button', { name: 'Edit quantities of Front Office Polo' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit quantities/ });
  const sizes = await dialog.locator('.ant-form-item-label label').allTextContents();
  expect(sizes.slice(0, 3)).toEqual(['XS', 'S', 'M']);
  await dialog.getByLabel('Quantity M').fill('4');
  const minimum = dialog.getByTestId('edit-quantities-minimum');
  await expect(minimum).toHaveText('Minimum Order: 10 Units');
  await expect(minimum).toHaveClass(/ant-typography-danger/);
  await expect(dialog.getByTestId('edit-quantities-price')).toBeHidden();
  await dialog.getByLabel('Quantity L').fill('46');
  const price = dialog.getByTestId('edit-quantities-price');
  // "50 pcs", not just "50": a price still showing the 10 pieces at SGD 24.50 holds a "50" too.
  await expect(price).toContainText('50 pcs');
  await expect(minimum).not.toHaveClass(/ant-typography-danger/);
  const amount = (await price.getByTestId('estimate-amount').textContent()) ?? '';
  expect(amount).toMatch(/^SGD [\d,]+\.\d\d$/);
  await snap(page, 'cart-edit-quantities-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'cart-edit-quantities-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(line.getByText('M: 4, L: 46')).toBeVisible();
  await expect(line.getByText(amount, { exact: true })).toBeVisible();

  // Edit design opens the builder on this line; its Add to cart replaces the line.
  await page.getByRole('button', { name: 'Edit design of Front Office Polo' }).click();
  await expect(page).toHaveURL(/\/design\?kart_item=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('editing-cart-line')).toBeVisible();
  await page.getByRole('tab', { name: 'Finalize' }).click();
  await expect(page.getByLabel('Quantity L')).toHaveValue('46');
  await page.getByLabel('Quantity L').fill('16');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: /^Edit quantities of / })).toHaveCount(1);
  await expect(line.getByText('M: 4, L: 16')).toBeVisible();
});
