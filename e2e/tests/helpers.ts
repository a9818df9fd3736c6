import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'livery-demo';

/** Signs in through the Email / Password tab of /login. */
export async function signInWithPassword(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email / Password' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Email / Password' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'LOGIN' }).click();
}

/** The newest development-mailbox message sent to an address. */
export async function latestMailTo(page: Page, to: string) {
  let message: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as
        | { messages?: Array<{ to: string; subject: string; text: string }> }
        | Array<{ to: string; subject: string; text: string }>;
      const list = Array.isArray(body) ? body : (body.messages ?? []);
      message = list.find((entry) => entry.to === to);
      return Boolean(message);
    })
    .toBe(true);
  return message!;
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../screenshots');

/** Saves a screenshot for the record under screenshots/ (looked at by the developers). */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Empties the signed-in user's cart through the API, with the session the page holds. The browser tests
 * share one server and its database, so a journey that counts money starts from an empty cart whatever an
 * earlier journey left in it.
 */
export async function emptyCart(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'livery_auth');
  expect(cookie, 'signed in').toBeDefined();
  const headers = JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, string>;
  const cart = (await (await page.request.get('/api/kart_items', { headers })).json()) as {
    subkarts: Array<{ items: Array<{ uuid: string }> }>;
    unavail_items: Array<{ uuid: string }>;
  };
  const items = [...cart.subkarts.flatMap((subkart) => subkart.items), ...cart.unavail_items];
  for (const item of items) {
    const removed = await page.request.delete('/api/kart_items', { headers, data: { id: item.uuid } });
    expect(removed.ok()).toBe(true);
  }
  await page.request.post('/api/cart/remove_discount', { headers });
}

/**
 * Picks an option of an antd select and checks it took: on a busy machine a click can land while the
 * dropdown is still opening, so the pick is retried until the select shows the value.
 */
export async function chooseOption(page: Page, combobox: Locator, title: string) {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    await combobox.click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`)
      .click({ timeout: 2_000 });
    await expect(select).toContainText(title, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Answers 'Yes' to the confirmation that says `question`. On a busy machine a click during the dialog's
 * zoom-in can be lost, so it clicks again until the dialog has closed.
 */
export async function confirmYes(page: Page, question: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Yes' }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
