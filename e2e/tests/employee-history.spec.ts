import { expect } from '@playwright/test';
import { DEMO_PASSWORD, signInAs, test } from './helpers.ts';

test('a buyer finds the order made for an employee by staff id and opens it', async ({ page }) => {
  await signInAs(page, 'buyer@demo.test');
  await page.getByRole('menuitem', { name: 'Employee Database' }).click();
  await expect(page).toHaveURL(/\/employee-order-history$/);

  await page.getByPlaceholder('Enter Employee Name / Staff ID / Laundry ID / Locker ID').fill('fo-1002');
  await expect(page).toHaveURL(/keyword=fo-1002/);
  const employees = page.getByRole('table', { name: /Employees on order/ });
  await expect(employees).toHaveCount(1);
  await expect(employees.getByRole('cell', { name: 'Raj Kumar' })).toBeVisible();
  await expect(employees.getByRole('cell', { name: 'LND-202' })).toBeVisible();
  await expect(employees.getByRole('cell', { name: 'Ana Lim' })).toHaveCount(0);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();

  // The search is in the URL: a reload shows the same result.
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Raj Kumar' })).toBeVisible();

  const search = page.getByPlaceholder('Enter Employee Name / Staff ID / Laundry ID / Locker ID');
  await search.fill('nobody-here');
  await expect(page.getByText('No orders for this employee')).toBeVisible();
  await search.fill('raj kumar');
  await expect(page.getByRole('cell', { name: 'FO-1002' })).toBeVisible();

  await page.getByRole('link', { name: /^LV-/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Order #LV-/ })).toBeVisible();
});

test('on a phone the employees of each order read as cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'buyer@demo.test', { at: '/employee-order-history?keyword=L-05' });
  await expect(page.getByText('Mei Ling Goh')).toBeVisible();
  await expect(page.getByText('Staff ID FO-1005')).toBeVisible();
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the basic plan is turned away from the employee order history', async ({ page }) => {
  await signInAs(page, 'basic@demo.test', { at: '/employee-order-history' });
  await expect(page).toHaveURL(/\/feature-unavailable$/);
  const signedIn = await page.request.post('/api/v1/auth/sign_in', {
    data: { email: 'basic@demo.test', password: DEMO_PASSWORD },
  });
  const session = signedIn.headers();
  const response = await page.request.get('/api/orders/show_orders_history', {
    headers: { 'access-token': session['access-token']!, client: session.client!, uid: session.uid! },
  });
  expect(response.status()).toBe(403);
});
