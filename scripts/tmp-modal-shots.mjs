import { chromium } from '@playwright/test';
const [base, orderUuid, sharedPath] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 390]) {
  if (process.env.ONLY_SHARED) {
    const c = await browser.newContext({ viewport: { width, height: 860 } });
    const p = await c.newPage();
    await p.goto(`${base}/${sharedPath}`);
    await p.waitForLoadState('networkidle');
    await p.waitForTimeout(500);
    await p.screenshot({ path: `screenshots/shared-order-${width}.png`, fullPage: true });
    await c.close();
    continue;
  }
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/${sharedPath}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `screenshots/shared-order-${width}.png`, fullPage: true });
  await page.goto(`${base}/login`);
  await page.getByRole('tab', { name: 'Email / Password' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Email / Password' });
  await panel.getByLabel('Email').fill('buyer@demo.test');
  await panel.getByLabel('Password').fill('livery-demo');
  await panel.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL('**/overview');
  await page.goto(`${base}/orders/${orderUuid}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `screenshots/order-page-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('PO number').fill('P'.repeat(101));
  await page.getByLabel('E-mail for updates').fill('finance@');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/order-edit-detail-${width}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: 'Share Order Details' }).click();
  await page.getByLabel('E-mail addresses').fill('ann@example.com, bob@');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/order-share-${width}.png` });
  await context.close();
}
await browser.close();
