import { expect } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { confirmYes, placePoloOrder, signInAs, snap, test } from './helpers.ts';

// Screenshots at two widths on a shared, slow machine.
test.describe.configure({ timeout: 180_000 });

test('a buyer repeats an order every two weeks, sees the next dates, changes the rhythm and stops it', async ({
  page,
}) => {
  // An order of a company of the journey's own, placed through the API, is the one repeated.
  const company = await makeOwnCompany(page.request, 'recurring', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);
  const order = await placePoloOrder(page, 'PO-RECURRING');
  await page.goto(`/orders/${order.uuid}`);
  const heading = page.getByRole('heading', { name: /^Order #LV-/ });
  await expect(heading).toBeVisible();
  const uid = (await heading.textContent())!.replace('Order #', '').trim();

  await page.getByRole('button', { name: 'Setup Recurring Order' }).click();
  const dialog = page.getByRole('dialog', { name: `Repeat order ${uid}` });
  await dialog.getByRole('button', { name: 'Setup' }).click();
  // Nothing chosen yet: the form says what is missing, in place and in a notice.
  await expect(dialog.getByText('Please enter week days!')).toBeVisible();
  await dialog.getByLabel('Repeat every (weeks)').fill('2');
  await dialog.getByLabel('Mon').check();
  await dialog.getByLabel('Thu').check();
  await expect(dialog.getByTestId('recurring-next-dates').locator('li')).toHaveCount(5);
  await snap(page, 'recurring-order-setup');
  await dialog.getByRole('button', { name: 'Setup' }).click();
  await expect(page.getByText('Setup Recurring Order Successfully!')).toBeVisible();

  await expect(page).toHaveURL(/\/orders\?tab=recurring_orders$/);
  const row = page.getByRole('row').filter({ hasText: uid });
  await expect(row).toContainText('Every 2 weeks');
  await expect(row).toContainText('Monday, Thursday');
  await expect(row).toContainText('Next order');
  await snap(page, 'recurring-orders-tab');

  await row.getByRole('button', { name: `Change the recurring order of ${uid}` }).click();
  const change = page.getByRole('dialog', { name: `Recurring order of ${uid}` });
  await change.getByLabel('Thu').uncheck();
  await change.getByLabel('Fri').check();
  await change.getByRole('button', { name: 'Update' }).click();
  await expect(row).toContainText('Monday, Friday');

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'recurring-orders-tab-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: `Delete the recurring order of ${uid}` }).click();
  await confirmYes(page, 'Are you sure?');
  await expect(page.getByRole('row').filter({ hasText: uid })).toHaveCount(0);
});
