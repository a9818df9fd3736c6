import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, openFromSidebar, signInAs, snap, test } from './helpers.ts';

// The machine running the journeys is shared and busy: a page and its axe run get room.
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Waits until data has loaded and antd's opening animations have ended, so colours are read as painted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Generous: on a busy machine a route's code and data can take a while to arrive.
  await expect(page.locator('.ant-skeleton:visible, .ant-spin-spinning:visible')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('[class*="-appear"], [class*="-enter"]')).toHaveCount(0);
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'livery_auth');
  const headers = session ? (JSON.parse(decodeURIComponent(session.value)) as Record<string, string>) : {};
  const response = await page.request.get(`/api/${path}`, { headers });
  expect(response.ok(), `GET /api/${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The buyer's pages the issue names; the builder and the order detail are found through the API. */
const BUYER_PAGES: Array<{ name: string; path: (page: Page) => Promise<string> }> = [
  { name: 'the overview', path: async () => '/overview' },
  { name: 'the saved products', path: async () => '/saved-products' },
  {
    name: 'the builder',
    path: async (page) => {
      const saved = await apiGet<{ saved_products: Array<{ uuid: string; title: string }> }>(
        page,
        'saved_products?keyword=Front%20Office%20Polo',
      );
      const polo = saved.saved_products.find((product) => product.title === 'Front Office Polo');
      expect(polo, 'the demo polo').toBeTruthy();
      return `/saved_products/${polo!.uuid}`;
    },
  },
  { name: 'the bulk order', path: async () => '/bulk-order' },
  { name: 'the cart', path: async () => '/cart' },
  { name: 'the orders list', path: async () => '/orders' },
  {
    name: 'an order in production',
    path: async (page) => `/orders/${(await orderInProduction(page)).uuid}`,
  },
];

const UNDER_WAY = [
  'order_approved',
  'order_processed',
  'order_in_progress',
  'order_ready',
  'order_partly_shipped',
  'order_shipped',
];

/** A demo order under way (approved, not yet completed): its progress bar has done, current and waiting steps. */
async function orderInProduction(page: Page) {
  const orders = await apiGet<{ orders: Array<{ uuid: string; order_status: string }> }>(
    page,
    'orders?per_page=100',
  );
  const order = orders.orders.find((entry) => UNDER_WAY.includes(entry.order_status));
  expect(order, 'a demo order under way').toBeTruthy();
  return order!;
}

// One journey per width: signed in once, every page in its own step. A page's violations are a soft failure,
// so one run names every page that has them (signing in again for each page cost a third of this file's time).
for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the sign-in page and the buyer's main pages have no serious or critical axe violations", async ({
      page,
    }) => {
      // Nine pages, each loaded, settled and read by axe on a shared two-core machine.
      test.setTimeout(300_000);
      await test.step('the sign-in page', async () => {
        await page.goto('/login');
        await settle(page);
        await expectNoSeriousA11yViolations(page, `/login at ${viewport.width} px`, { soft: true });
      });
      await signInAs(page, 'buyer@demo.test');
      await expect(page).toHaveURL(/\/overview$/);
      for (const target of BUYER_PAGES) {
        await test.step(target.name, async () => {
          const path = await target.path(page);
          await page.goto(path);
          await settle(page);
          await expectNoSeriousA11yViolations(page, `${path} at ${viewport.width} px`, { soft: true });
        });
      }
    });
  });
}

test('an order under way marks its done, current and waiting steps apart', async ({ page }) => {
  await signInAs(page, 'buyer@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto(`/orders/${(await orderInProduction(page)).uuid}`);
  await settle(page);
  const steps = page.locator('.ant-steps');
  await expect(steps.getByRole('img', { name: 'Done' }).first()).toBeVisible();
  await expect(steps.getByRole('img', { name: 'Current step' })).toHaveCount(1);
  await expect(steps.getByRole('img', { name: 'Not reached yet' }).first()).toBeVisible();
  const colours = await Promise.all(
    ['Done', 'Current step', 'Not reached yet'].map((name) =>
      steps
        .getByRole('img', { name })
        .first()
        .evaluate((marker) => (marker as unknown as { style: { background: string } }).style.background),
    ),
  );
  expect(new Set(colours).size, `marker backgrounds ${colours.join(', ')}`).toBe(3);
  await snap(page, 'order-progress-1280');
});

test('the keyboard skips the sidebar, sees where it types, and a short window scrolls the whole sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAs(page, 'buyer@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
  await settle(page);

  // The first Tab of the page reaches "Skip to content"; following it puts the keyboard in the page itself.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The last sidebar entry can be scrolled to on a 600 px high window.
  const lastEntry = page.getByRole('menuitem', { name: 'Employee Database' });
  await lastEntry.scrollIntoViewIfNeeded();
  await expect(lastEntry).toBeInViewport();
  // One entry for the employee database, and none for a plan's missing feature (Inventory is premium's).
  await expect(page.getByRole('menuitem', { name: /^Employees$/ })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Inventory' })).toHaveCount(0);

  // A focused field is outlined, not only tinted.
  await openFromSidebar(page, 'Order History');
  await settle(page);
  const search = page.locator('.ant-input-search input').first();
  await search.focus();
  const outline = await search.evaluate((input) => {
    const box = input.closest('.ant-input-affix-wrapper, .ant-input-search') ?? input;
    // The journeys are typed without the DOM library: the one browser call they need, named.
    const { getComputedStyle } = globalThis as unknown as {
      getComputedStyle: (element: unknown) => { outlineStyle: string };
    };
    return getComputedStyle(box).outlineStyle;
  });
  expect(outline).toBe('solid');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The page is no wider than the screen: nothing hides off to the side. */
  async function expectNoSidewaysScroll(page: Page) {
    const widths = (await page.evaluate(
      '({ content: document.documentElement.scrollWidth, screen: window.innerWidth })',
    )) as { content: number; screen: number };
    expect(widths.content, 'page width against the screen').toBeLessThanOrEqual(widths.screen);
  }

  test("the orders list shows each order's status, total and link without scrolling sideways", async ({
    page,
  }) => {
    await signInAs(page, 'buyer@demo.test');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/orders');
    await settle(page);
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^[A-Z0-9-]+$/ }) })
      .first();
    await expect(first.getByRole('link', { name: /^[A-Z0-9-]+$/ })).toBeInViewport();
    await expect(first.locator('.ant-tag').first()).toBeInViewport();
    await expect(first.getByText('Total')).toBeInViewport();
    await expect(first.getByText(/SGD [\d,]+\.\d\d/)).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await snap(page, 'orders-390');

    await first.getByRole('link', { name: /^[A-Z0-9-]+$/ }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+$/);
    await settle(page);
    await expectNoSidewaysScroll(page);
  });

  test('the teams list and a team show their rows as cards within the screen', async ({ page }) => {
    await signInAs(page, 'buyer@demo.test');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/teams');
    await settle(page);
    const team = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /default/i }) })
      .first();
    await expect(team.getByRole('button', { name: /default/i })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await team.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/teams\/[0-9a-f-]+$/);
    await settle(page);
    await expect(page.getByText('E-mail').first()).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test("the console's orders and settings tables fit the screen with their actions in reach", async ({
    page,
  }) => {
    await signInAs(page, 'provider@demo.test');
    await page.waitForURL(/\/admin/);
    for (const path of ['/admin', '/admin/shipping-services', '/admin/tax-rates', '/admin/discount-codes']) {
      // The sign-in lands on the first already.
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      await settle(page);
      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button') })
        .first();
      await expect(row.getByRole('button').last(), `a row's action on ${path}`).toBeInViewport();
      await expectNoSidewaysScroll(page);
    }
  });
});
