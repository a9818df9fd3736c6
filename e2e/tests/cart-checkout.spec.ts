import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { confirmYes, signInAs, snapBothWidths, test } from './helpers.ts';

// The checkout runs on a company of its own, and the provider's journey makes a discount code of this run's own
// naming: the two run side by side.
test.describe.configure({ mode: 'parallel' });

const PO_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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

async function chooseAddress(page: Page, button: string, nickname: string, notice: string) {
  await page.getByRole('button', { name: button }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Search addresses').fill('Marina');
  await picker.getByText(nickname, { exact: true }).click();
  await picker.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

test('a buyer checks out a cart shipping from two countries, with a discount and a PO file', async ({
  page,
}) => {
  // The demo buyer's three products and two addresses, on a company of the journey's own.
  const company = await makeOwnCompany(page.request, 'checkout', {
    member: false,
    savedProducts: [
      { sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' },
      { sku: 'LV-CAP-01', title: 'Kitchen Crew Cap', colour: 'Red' },
      { sku: 'LV-VEST-NZ', title: 'Concierge Knit Vest', colour: 'Navy' },
    ],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);

  // A polo made in Singapore, caps made in Malaysia and a vest made in New Zealand (no service to SG).
  await addFromOverview(page, 'Front Office Polo', { M: '10' });
  await addFromOverview(page, 'Kitchen Crew Cap', { 'One Size': '24' });
  await addFromOverview(page, 'Concierge Knit Vest', { L: '5' });

  const subkarts = page.getByTestId('subkart');
  await expect(subkarts).toHaveCount(2);
  await expect(subkarts.nth(0).getByText('Ships from Singapore')).toBeVisible();
  await expect(subkarts.nth(1).getByText('Ships from Malaysia')).toBeVisible();
  const unavailable = page.getByTestId('unavailable-items');
  await expect(unavailable.getByText('Concierge Knit Vest')).toBeVisible();
  await expect(
    unavailable.getByText('These items are not available to ship to your selected destination.', {
      exact: false,
    }),
  ).toBeVisible();
  // The Malaysian caps ship by road for SGD 18.00 unless another service is chosen.
  await expect(
    subkarts.nth(1).getByRole('radio', { name: 'Road freight (5-7 business days) - SGD 18.00' }),
  ).toBeChecked();

  // Another service for the Singapore sub-cart, then back to free local delivery.
  const express = subkarts
    .nth(0)
    .getByRole('radio', { name: 'Express courier (1-2 business days) - SGD 25.00' });
  await express.click();
  await expect(express).toBeChecked();
  await expect(page.getByText('Shipping method has been updated')).toBeVisible();
  await expect(page.getByText('SGD 43.00', { exact: true })).toBeVisible();
  const local = subkarts.nth(0).getByRole('radio', { name: 'Local delivery (3-5 business days) - Free' });
  await local.click();
  await expect(local).toBeChecked();
  await expect(page.getByText('SGD 18.00', { exact: true })).toBeVisible();

  // Addresses from the address list modal.
  await chooseAddress(page, 'Change shipping address', 'Head office', 'Shipping address has been updated');
  await chooseAddress(page, 'Change billing address', 'Accounts payable', 'Billing address has been updated');

  // The code is upper-cased as it is typed.
  await page.getByLabel('Discount code').pressSequentially('welcome10');
  await expect(page.getByLabel('Discount code')).toHaveValue('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();

  // Polo 10 x $24.50 + caps 24 x $11.50 = $521.00; shipping $18.00; 10% off = $52.10;
  // GST 9% of $486.90 = $43.82; total $530.72.
  await expect(page.getByText('SGD 521.00')).toBeVisible();
  await expect(page.getByText('SGD -52.10')).toBeVisible();
  await expect(page.getByText('SGD 43.82')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('SGD 530.72');

  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'PO-HH-2211.pdf', mimeType: 'application/pdf', buffer: PO_PDF });
  await expect(page.getByText('PO-HH-2211.pdf')).toBeVisible();
  await snapBothWidths(page, 'cart-two-subkarts');

  // The cart item page of the polo.
  await page.getByRole('link', { name: 'Front Office Polo' }).click();
  await expect(page).toHaveURL(/\/items\/[0-9a-f-]{36}$/);
  await expect(page.getByText('This item has no name list.')).toBeVisible();
  await snapBothWidths(page, 'cart-item');
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);

  // The PO file picked before leaving the page is gone, so pick it again, then submit (no PO reference needed).
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'PO-HH-2211.pdf', mimeType: 'application/pdf', buffer: PO_PDF });
  await page.getByRole('button', { name: 'Submit Order Request' }).click();
  await confirmYes(page, 'Do you want to place order?');

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Order #LV-/ })).toBeVisible();
  await expect(page.getByText('SGD 530.72').first()).toBeVisible();
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(page.getByText('SGD -52.10')).toBeVisible();
  await expect(page.getByText('SGD 18.00', { exact: true })).toBeVisible();
  await expect(page.getByText('SGD 43.82')).toBeVisible();
  await expect(page.getByRole('link', { name: 'PO-HH-2211.pdf' })).toBeVisible();
  await snapBothWidths(page, 'order-after-checkout');

  // The vest stayed in the cart for later; removing it leaves the cart empty.
  await page.goto('/cart');
  await expect(page.getByTestId('unavailable-items').getByText('Concierge Knit Vest')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Concierge Knit Vest' }).click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(page.getByText('There are no items in your cart yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse our merchandise' })).toHaveAttribute(
    'href',
    '/saved-products',
  );
});

test('provider staff manage shipping services, tax rates and discount codes', async ({ page }) => {
  await signInAs(page, 'provider@demo.test');
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Discount codes' }).click();
  await expect(page.getByRole('heading', { name: 'Discount codes' })).toBeVisible();
  await expect(page.getByRole('row', { name: /SUMMER15/ }).getByText('Expired')).toBeVisible();
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog');
  // A code of this run's own (GALA25-…): codes are unique, and another run's server or a retry may have made one.
  const code = `gala25-${Date.now().toString(36)}`;
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percent').fill('25');
  await dialog.getByLabel('Usage limit').fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code.toUpperCase()) })).toContainText('0 / 40');
  await snapBothWidths(page, 'admin-discount-codes');

  await page.getByRole('link', { name: 'Shipping' }).click();
  await expect(page.getByRole('row', { name: /Malaysia.*Singapore.*Road freight/ })).toBeVisible();
  await snapBothWidths(page, 'admin-shipping-services');

  await page.getByRole('link', { name: 'Tax rates' }).click();
  await expect(page.getByRole('row', { name: /Singapore.*9%/ })).toBeVisible();
  await snapBothWidths(page, 'admin-tax-rates');
});
