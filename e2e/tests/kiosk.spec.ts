import { expect } from '@playwright/test';
import { signInAs, snap, test } from './helpers.ts';

test('the kiosk demo runs its seven steps on a portrait touch screen and totals with GST 9 %', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1080, height: 1920 });
  await signInAs(page, 'buyer@demo.test', { at: '/inventory-management' });
  await expect(page.getByText('Demonstration: sample data, no real stock is touched')).toBeVisible();
  await expect(page.getByText(/step 1 of 7, Tap card/)).toBeVisible();
  await page.getByRole('button', { name: 'Tap card' }).click();
  // Loading the employee moves on by itself to their info and history.
  await expect(page.getByText('Nurul Aisyah')).toBeVisible();
  await expect(page.getByText('Returned 2 items for laundry')).toBeVisible();
  await page.getByRole('button', { name: 'Collect garments' }).click();
  await page.getByRole('button', { name: 'Start scanning' }).click();
  // Five tags, each 30-1000 ms after the one before.
  await expect(page.getByText('5 of 5 tags read')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('kiosk-tags').locator('li')).toHaveCount(5);
  await snap(page, 'kiosk-scanning-1080');
  await page.getByRole('button', { name: 'Done' }).click();
  // 2 x $28.00 + 2 x $19.90 + $15.40 = $111.20; GST 9 % $10.01; $121.21.
  const totals = page.getByTestId('kiosk-totals');
  await expect(totals).toContainText('SGD 111.20');
  await expect(totals).toContainText('SGD 10.01');
  await expect(totals).toContainText('SGD 121.21');
  await snap(page, 'kiosk-summary-1080');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'kiosk-summary-390');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('button', { name: 'Tap card' })).toBeVisible();
});
