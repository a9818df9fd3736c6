import { expect } from '@playwright/test';
import { latestMailTo, signInAs, signInWithPassword, snap, test } from './helpers.ts';

test.describe('signing in', () => {
  test('a buyer signs in with e-mail and password and lands on the overview', async ({ page }) => {
    await page.goto('/login');
    await snap(page, 'login');
    await signInWithPassword(page, 'buyer@demo.test');
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText('Your Products')).toBeVisible();
  });

  test('a wrong password is refused with a message and no session', async ({ page }) => {
    await signInWithPassword(page, 'buyer@demo.test', 'not-the-password');
    await expect(page.getByText('Invalid login credentials. Please try again.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an empty sign-in is refused in place and in a notice, with the cursor in the e-mail field', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Email / Password' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Email / Password' });
    await panel.getByLabel('Password').fill('typed-first');
    await panel.getByRole('button', { name: 'LOGIN' }).click();
    await expect(
      panel.locator('.ant-form-item-explain-error', { hasText: 'Enter your e-mail address' }),
    ).toBeVisible();
    await expect(
      page.locator('.ant-notification-notice', { hasText: 'Enter your e-mail address' }),
    ).toBeVisible();
    await expect(panel.getByLabel('Email')).toBeFocused();
    await expect(panel.getByLabel('Password')).toHaveValue('typed-first');
  });

  test('a buyer signs in with a one-time code read from the mailbox', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'OTP Code' }).click();
    const panel = page.getByRole('tabpanel', { name: 'OTP Code' });
    await panel.getByLabel('Email').fill('member@demo.test');
    await panel.getByRole('button', { name: 'Send OTP To Your Email' }).click();
    const verify = panel.getByRole('button', { name: 'Verify OTP' });
    await expect(verify).toBeDisabled();
    const mail = await latestMailTo(page, 'member@demo.test');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
    await page.keyboard.type(code!);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page).toHaveURL(/\/overview$/);
  });
});

test.describe('guards', () => {
  test('a signed-out visitor is sent to the login page', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login/);
  });

  test('the basic plan cannot open employee order history or inventories', async ({ page }) => {
    // Signed in as the form would (the form itself is walked through above), straight onto the guarded page.
    await signInAs(page, 'basic@demo.test', { at: '/employee-order-history' });
    await expect(page).toHaveURL(/\/feature-unavailable$/);
    await page.goto('/inventories');
    await expect(page).toHaveURL(/\/feature-unavailable$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await signInAs(page, 'buyer@demo.test', { at: '/no-such-page' });
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });

  test('after a 401 on the orders page the login modal signs in again in place', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'buyer@demo.test', { at: '/orders' });
    await expect(page.getByRole('table')).toBeVisible();
    // Another tab signs out: the session's token is revoked on the server.
    const cookies = await context.cookies();
    const session = JSON.parse(
      decodeURIComponent(cookies.find((cookie) => cookie.name === 'livery_auth')!.value),
    );
    await page.request.delete('/api/v1/auth/sign_out', { headers: session });
    await page.reload();
    const modal = page.getByRole('dialog', { name: 'LOGIN TO CONTINUE' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Login with other account' })).toBeVisible();
    await modal.getByRole('tab', { name: 'Email / Password' }).click();
    await modal.getByRole('textbox', { name: 'Email', exact: true }).fill('buyer@demo.test');
    await modal.getByLabel('Password', { exact: true }).fill('livery-demo');
    await modal.getByRole('button', { name: 'LOGIN' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
