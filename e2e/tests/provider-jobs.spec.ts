import { expect } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { holdSession, leaveTheApp, sessionHeaders, signInAs, snap, test } from './helpers.ts';

// The artwork and the sign-in code are a company's of the journey's own.
test.describe.configure({ mode: 'parallel' });

/**
 * A logo in a gold of its own on every run: bytes already kept would answer the kept artwork (decision 142)
 * and queue no thumbnail job, so a retried journey uploads a new file.
 */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">' +
  `<rect width="400" height="200" fill="#1f3a5f"/><circle cx="200" cy="100" r="80" fill="#f5${Date.now().toString(16).slice(-4)}"/></svg>`;

test("provider staff follow the background jobs: a new artwork's thumbnail is drawn, and a sign-in code's mail names the request that queued it", async ({
  page,
}) => {
  // A buyer's upload queues its thumbnail job (the newest done job when the provider looks, whatever
  // earlier journeys left in the list). The buyer is a company's of the journey's own.
  const company = await makeOwnCompany(page.request, 'provider-jobs', { member: false, addresses: false });
  const email = company.buyer.email;
  await holdSession(page, email);
  const buyer = await sessionHeaders(page);
  const uploaded = await page.request.post('/api/artwork_files', {
    headers: buyer,
    multipart: { file: { name: 'jobs-logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) } },
  });
  expect(uploaded.status()).toBe(201);
  const { data: artwork } = (await uploaded.json()) as { data: { id: number } };
  await leaveTheApp(page);

  const requested = await page.request.post('/api/users/request_otp_auth', {
    data: { email },
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
  const mailRow = page
    .getByRole('row', { name: new RegExp(`Mail \\d+ to ${email.replace(/[.+]/g, '\\$&')}`) })
    .first();
  await expect(mailRow).toBeVisible();
  await expect(mailRow).toContainText('Done');
  await expect(mailRow).toContainText(requestId.slice(0, 8));

  await filters.getByRole('button', { name: /^Done/ }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(
    page.getByRole('row', { name: new RegExp(`Thumbnail of artwork ${artwork.id}\\b`) }),
  ).toContainText('1 of 5');
  await filters.getByRole('button', { name: /^Failed/ }).click();
  await expect(page).toHaveURL(/status=failed/);
  await snap(page, 'provider-jobs-1280');
});
