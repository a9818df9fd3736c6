import { expect } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { signInAs, snap, test } from './helpers.ts';

// The order and the new hire who goes through the setup wizard are each a company's of the journey's own: the two
// run side by side.
test.describe.configure({ mode: 'parallel' });

test('a buyer orders a saved product, the provider approves it and the buyer sees it approved', async ({
  browser,
}) => {
  const buyer = await browser.newPage();
  const company = await makeOwnCompany(buyer.request, 'walking skeleton', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await signInAs(buyer, company.buyer.email);
  await expect(buyer).toHaveURL(/\/overview$/);
  await expect(buyer.getByText('Front Office Polo')).toBeVisible();
  await snap(buyer, 'overview');

  // Add the polo to the cart with quantities per size.
  const tile = buyer.locator('[data-testid="saved-product-tile"]', { hasText: 'Front Office Polo' });
  await tile.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = buyer.getByRole('dialog');
  await dialog.getByLabel('M', { exact: true }).fill('10');
  await dialog.getByLabel('L', { exact: true }).fill('5');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer).toHaveURL(/\/cart$/);

  // 15 polos at the 10+ tier ($24.50) = $367.50; GST 9% = $33.08; total $400.58.
  await expect(buyer.getByText('Front Office Polo')).toBeVisible();
  await expect(buyer.getByText('SGD 367.50').first()).toBeVisible();
  await expect(buyer.getByText('SGD 33.08')).toBeVisible();
  await expect(buyer.getByText('SGD 400.58')).toBeVisible();
  await buyer.getByPlaceholder('PO (NA if not applicable)').fill('PO-E2E-1');
  await snap(buyer, 'cart');
  await buyer.getByRole('button', { name: 'Submit Order Request' }).click();
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: /^(OK|Yes)/ })
    .click();

  await expect(buyer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = buyer.url();
  const heading = buyer.getByRole('heading', { name: /^Order #LV-/ });
  await expect(heading).toBeVisible();
  const uid = (await heading.textContent())!.replace('Order #', '').trim();
  await expect(buyer.getByText('SGD 400.58').first()).toBeVisible();
  await snap(buyer, 'order-pending');

  await buyer.goto('/orders');
  await expect(buyer.getByRole('link', { name: uid })).toBeVisible();

  // The provider approves it in the console.
  const provider = await browser.newPage();
  await signInAs(provider, 'provider@demo.test');
  await expect(provider).toHaveURL(/\/admin/);
  const row = provider.getByRole('row', { name: new RegExp(uid) });
  await expect(row).toBeVisible();
  await snap(provider, 'admin-orders');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByText('Approved')).toBeVisible();

  await buyer.goto(orderUrl);
  await expect(buyer.getByText('Approved').first()).toBeVisible();
  await snap(buyer, 'order-approved');
});

test('a new user finishes the setup wizard before using the portal', async ({ page }) => {
  // As the demo's new@demo.test: in the company, in no team, setup not done.
  const company = await makeOwnCompany(page.request, 'setup wizard', {
    member: false,
    newcomer: true,
    addresses: false,
  });
  await signInAs(page, company.newcomer!.email);
  await expect(page).toHaveURL(/\/setup$/);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText("LET'S START!")).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Nina Koh');
  await page.getByLabel('Phone', { exact: true }).fill('+65 6000 1111');
  await page.getByLabel('Position', { exact: true }).fill('Housekeeping Lead');
  await page.getByLabel('Country', { exact: true }).fill('Singap');
  await page.getByTitle('Singapore', { exact: true }).click();
  await page.getByLabel('Industry', { exact: true }).click();
  await page.getByTitle('Hospitality').click();
  await snap(page, 'setup');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /Finish/ }).click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: 'The Team Name field is required' }),
  ).toBeVisible();
  await expect(page.getByLabel('Team Name')).toBeFocused();
  await page.getByLabel('Team Name').fill('Housekeeping');
  await page.getByRole('button', { name: /Finish/ }).click();
  await expect(page.getByText('Good job!')).toBeVisible();
  await expect(page.getByText('You finished your setup. Thank you very much!')).toBeVisible();
  await page.getByRole('button', { name: 'Go To Home Page' }).click();
  await expect(page).toHaveURL(/\/overview$/);
});
