import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { serverUrlFor } from '../servers.ts';

/**
 * Playwright's `test`, pointed at the worker's own server (e2e/servers.ts): `page.goto('/x')`, `page.request`
 * and pages from `browser.newContext()` all resolve against it. Every journey takes `test` from here.
 */
export const test = base.extend<object, { serverUrl: string }>({
  serverUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => use(serverUrlFor(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
});

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

/** The session headers the web app keeps in its livery_auth cookie (AUTH_HEADERS in @livery/api-schemas). */
const SESSION_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

/** Sessions made by signInAs, per e-mail, reused while the server still honours them. */
const sessions = new Map<string, { session: Record<string, string>; name: string; origin: string }>();

/**
 * A live session for the e-mail: the one made earlier in this run if it still works (a journey may have signed
 * out), else a new sign-in. Sign-in allows 10 tries a minute per address and e-mail, and the journeys sign in
 * as the demo buyer far more often than that.
 */
async function sessionFor(page: Page, email: string, password: string) {
  const known = sessions.get(email);
  if (known && (await page.request.get('/api/users', { headers: known.session })).ok()) return known;
  const response = await page.request.post('/api/v1/auth/sign_in', { data: { email, password } });
  expect(response.ok(), `${email} signs in (${response.status()})`).toBe(true);
  const headers = response.headers();
  const session = Object.fromEntries(SESSION_HEADERS.map((name) => [name, headers[name] ?? '']));
  const { data: user } = (await response.json()) as { data: { name: string; email: string } };
  const made = { session, name: user.name || user.email, origin: new URL(response.url()).origin };
  sessions.set(email, made);
  return made;
}

/**
 * Hands a session to the page's browser context the way the web app stores it (its livery_auth cookie), and
 * opens nothing: for journeys that first call the API as the user (see sessionHeaders).
 */
export async function holdSession(page: Page, email: string) {
  const { session, name, origin } = await sessionFor(page, email, DEMO_PASSWORD);
  const cookie = { url: origin, sameSite: 'Lax' as const };
  await page.context().addCookies([
    { ...cookie, name: 'livery_auth', value: encodeURIComponent(JSON.stringify(session)) },
    { ...cookie, name: 'user', value: encodeURIComponent(name) },
  ]);
}

/**
 * Leaves the app and drops the user's session before another signs in: a call the open page still makes would
 * otherwise be refused without a session and sign the next user out (the app clears the session on a 401).
 */
export async function leaveTheApp(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Hands a session to the page (holdSession), then opens /login, which sends a live session on to where the
 * sign-in form would (the overview, the console, the setup wizard). For journeys that are not about signing in:
 * they skip typing into the form, which is walked through in sign-in.spec.ts.
 *
 * With `at`, the page opens there instead, as a signed-in user reloading it would: for a journey about that
 * page, one page load rather than the sign-in's landing page and then that page (each load parses the app anew).
 */
export async function signInAs(page: Page, email: string, { at }: { at?: string } = {}) {
  await holdSession(page, email);
  await page.goto(at ?? '/login');
  // As patient as the form it stands in for: on a busy machine the app can take a while to boot and move on.
  if (!at) await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * Opens an area of the buyer's app by its sidebar link (shown at desktop widths), as a signed-in user moves
 * around: only that area's code and data load, where page.goto starts the whole app again. It returns once the
 * top bar names the area (`title`, as route-table.tsx names it), so the page left behind is gone.
 */
export async function openFromSidebar(page: Page, link: string, title = link) {
  await page.getByRole('menuitem', { name: link }).click();
  await expect(
    page.locator('header').getByRole('heading', { level: 4, name: title, exact: true }),
  ).toBeVisible();
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

/**
 * Saves a screenshot for the record under screenshots/ (looked at by the developers). CI skips them: nobody
 * looks there, and full-page PNGs cost the shared two cores about half a second each. `paintMs` lets a canvas
 * finish drawing first; CI, taking no picture, does not wait for it.
 */
export async function snap(page: Page, name: string, { paintMs = 0 }: { paintMs?: number } = {}) {
  if (process.env.CI) return;
  if (paintMs) await page.waitForTimeout(paintMs);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Screenshots at 1280 and 390 px from the top of the page, once notices and entering animations are gone (they
 * would cover what the shot is for). CI takes no screenshots, so it skips the waiting and resizing too: waiting
 * for a notice to close costs 4.5 s a call.
 */
export async function snapBothWidths(page: Page, name: string) {
  if (process.env.CI) return;
  await expect(page.locator('.ant-notification-notice, [class*="-appear"], [class*="-enter"]')).toHaveCount(
    0,
    {
      timeout: 15_000,
    },
  );
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.mouse.wheel(0, -100_000);
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The session headers the signed-in page holds (kept in its livery_auth cookie), for calls through the API. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'livery_auth');
  expect(cookie, 'signed in').toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, string>;
}

/**
 * The signed-in user orders 6 M and 4 L Front Office Polos for the Front Office team, shipped to a Singapore
 * address, with the reference given: cart and checkout through the API, for journeys about what follows an
 * order (the checkout has journeys of its own).
 */
export async function placePoloOrder(page: Page, reference: string): Promise<{ uuid: string; uid: string }> {
  await emptyCart(page);
  const headers = await sessionHeaders(page);
  const get = async <T>(path: string) =>
    (await (await page.request.get(`/api/${path}`, { headers })).json()) as T;
  const products = await get<{ saved_products: Array<{ uuid: string; title: string }> }>(
    'saved_products?keyword=Front%20Office%20Polo',
  );
  const polo = products.saved_products.find((product) => product.title === 'Front Office Polo');
  expect(polo, 'the Front Office Polo').toBeTruthy();
  const added = await page.request.post('/api/kart_items', {
    headers,
    data: { quote: { saved_product_id: polo!.uuid, qty_options: { M: 6, L: 4 } } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const teams = await get<{ teams: Array<{ id: number; name: string }> }>('teams');
  const addresses = await get<{ addresses: Array<{ id: number; country: string }> }>('addresses');
  const address = addresses.addresses.find((entry) => entry.country === 'SG') ?? addresses.addresses[0]!;
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      team_id: teams.teams.find((team) => team.name === 'Front Office')!.id,
      ship_add_id: address.id,
      bill_add_id: address.id,
      reference,
      status: 'order_pending',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { uuid: string; uid: string };
}

/**
 * Opens the first order the order history lists under `query` (e.g. `keyword=PO-2026-0607`): a link of the table,
 * not of the approval banner above it, which names whichever orders still wait for a person in charge.
 */
export async function openFirstListedOrder(page: Page, query: string) {
  await page.goto(`/orders?${query}`);
  await clickFirstListedOrder(page);
}

/** Opens the first order of the order history's table on the page (see openFirstListedOrder). */
export async function clickFirstListedOrder(page: Page) {
  await page.getByRole('row').getByRole('link', { name: /^LV-/ }).first().click();
}

/**
 * Empties the signed-in user's cart through the API, with the session the page holds. The browser tests
 * share one server and its database, so a journey that counts money starts from an empty cart whatever an
 * earlier journey left in it.
 */
/**
 * The Billing list's row of an order: its rows can be chosen for paperwork (a checkbox), which tells them from
 * the statement of account's open invoices above, where an approved order shows too.
 */
export function billingListRow(page: Page, uid: string): Locator {
  return page
    .getByRole('row')
    .filter({ hasText: uid })
    .filter({ has: page.getByRole('checkbox') });
}

export async function emptyCart(page: Page) {
  const headers = await sessionHeaders(page);
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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming each rule,
 * its impact, the elements and what is wrong with them. Call it once the page has settled: axe judges
 * colours as painted, so a half-faded element would be misread.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where = page.url(),
  { soft = false }: { soft?: boolean } = {},
) {
  // Evaluated rather than added as a script tag: the app's Content Security Policy rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResults;
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
  (soft ? expect.soft : expect)(report, `serious or critical accessibility violations on ${where}`).toEqual(
    [],
  );
}

/**
 * Signs out from the top bar's settings menu. On a busy machine a click on the menu can land while it is
 * still opening (or under a notice sliding in), so the menu is opened and Logout clicked until the login
 * page shows.
 */
export async function logOut(page: Page) {
  const isSignedOut = () => /\/login$/.test(new URL(page.url()).pathname);
  await expect(async () => {
    if (!isSignedOut()) {
      await page.getByRole('button', { name: 'Settings menu' }).click({ timeout: 2_000 });
      await page.getByRole('menuitem', { name: 'Logout' }).click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
