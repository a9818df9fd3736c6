import { expect, test } from '@playwright/test';
import { signInAs, snap } from './helpers.ts';

test("provider staff follow the background jobs: the demo artworks' thumbnails are drawn, and a sign-in code's mail names the request that queued it", async ({
  page,
}) => {
  const requested = await page.request.post('/api/users/request_otp_auth', {
    data: { email: 'stock@demo.test' },
  });
  expect(requested.ok()).toBe(true);
  const requestId = requested.headers()['x-request-id'] ?? '';
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  await signInAs(page, 'provider@demo.test');
  await page
    .getByRole('navigation', { name: 'Provider console' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filter jobs by status' });
  await expect(filters.getByRole('button', { name: /^All \(\d+\)$/ })).toBeVisible();

  // The mail of the code, delivered to the development mailbox by a worker, with the id of its request.
  const mailRow = page.getByRole('row', { name: /Mail \d+ to stock@demo\.test/ }).first();
  await expect(mailRow).toBeVisible();
  await expect(mailRow).toContainText('Done');
  await expect(mailRow).toContainText(requestId.slice(0, 8));

  await filters.getByRole('button', { name: /^Done/ }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(page.getByRole('row', { name: /Thumbnail of artwork 1/ })).toContainText('1 of 5');
  await filters.getByRole('button', { name: /^Failed/ }).click();
  await expect(page).toHaveURL(/status=failed/);
  await snap(page, 'provider-jobs-1280');
});
