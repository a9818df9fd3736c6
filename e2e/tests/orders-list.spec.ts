import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { holdSession, snap, test } from './helpers.ts';

// Two widths, a reload and a download on a shared, slow machine.
test.describe.configure({ timeout: 180_000 });

/** The session the page holds, to ask the API what the list should show. */
async function sessionHeaders(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'livery_auth');
  expect(cookie, 'signed in').toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, string>;
}

/** Chooses options of a multiple select (it stays open between picks), then closes it. */
async function pick(page: Page, label: string, titles: string[]) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  for (const title of titles) {
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
  }
  await page.keyboard.press('Escape');
  const select = box.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  for (const title of titles) await expect(select).toContainText(title);
}

/** The cells of one CSV line (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!));
}

/** The order ids the table shows, in order. */
async function listedUids(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  return page.locator('.ant-table-tbody').getByRole('link', { name: /^LV-/ }).allTextContents();
}

test('a buyer filters the orders by status and team, keeps the filters across a reload and exports them', async ({
  page,
}) => {
  await holdSession(page, 'buyer@demo.test');
  const headers = await sessionHeaders(page);
  const { teams } = (await (await page.request.get('/api/teams', { headers })).json()) as {
    teams: Array<{ id: number; name: string }>;
  };
  const frontOffice = teams.find((team) => team.name === 'Front Office')!;
  const expected = (await (
    await page.request.get(
      `/api/orders?status=order_approved,order_completed&team_ids=${frontOffice.id}&per_page=100`,
      { headers },
    )
  ).json()) as { orders: Array<{ uid: string; order_status: string; team_name: string }> };
  // The demo data holds an approved and a completed Front Office order; other journeys may add more.
  expect(expected.orders.length).toBeGreaterThanOrEqual(2);

  await page.goto('/orders');
  await pick(page, 'Statuses', ['Approved', 'Completed']);
  await pick(page, 'Teams', ['Front Office']);
  await expect(page).toHaveURL(/[?&]status=order_approved%2Corder_completed(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]team_ids=${frontOffice.id}(&|$)`));
  await expect.poll(() => listedUids(page)).toEqual(expected.orders.map((order) => order.uid).slice(0, 10));
  for (const row of await page.locator('.ant-table-tbody tr.ant-table-row').all()) {
    await expect(row).toContainText('Front Office');
    await expect(row).toContainText(/Approved|Completed/);
  }
  // The member filter opens once exactly one team is chosen.
  await expect(page.getByRole('combobox', { name: 'Member' })).toBeEnabled();
  await snap(page, 'orders-filtered-1280');

  await page.reload();
  await expect(page.locator('.ant-select').filter({ hasText: 'Front Office' })).toBeVisible();
  await expect(page.locator('.ant-select').filter({ hasText: 'Approved' })).toContainText('Completed');
  await expect.poll(() => listedUids(page)).toEqual(expected.orders.map((order) => order.uid).slice(0, 10));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Date,Order ID,Purchase Order,Order Status,Delivery,Order Type,Total,Currency,Team,Creator,Reference,Beyond entitlement',
  );
  const rows = lines.slice(1).map(csvCells);
  expect(rows.map((cells) => cells[1])).toEqual(expected.orders.map((order) => order.uid));
  for (const cells of rows) {
    expect(['Approved', 'Completed']).toContain(cells[3]);
    expect(cells[8]).toBe('Front Office');
  }

  // A phone shows the same filters stacked above the order cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('combobox', { name: 'Teams' })).toBeVisible();
  await snap(page, 'orders-filtered-390');
});
