import path from 'node:path';
import { expect, type Page } from '@playwright/test';

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
