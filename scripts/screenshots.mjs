// Screenshots of pages for a person to look at: node scripts/screenshots.mjs WIDTH EMAIL PREFIX /path ...
// (a running Livery with demo data at LIVERY_URL, default http://127.0.0.1:3000; pictures land in screenshots/).
import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const base = process.env.LIVERY_URL ?? 'http://127.0.0.1:3000';
async function shots(width, email, pages, prefix) {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console', m.text());
  });
  await page.goto(`${base}/login`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/${prefix}-login-${width}.png`, fullPage: true });
  if (email) {
    await page.getByRole('tab', { name: 'Email / Password' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Email / Password' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('livery-demo');
    await panel.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForTimeout(1500);
    for (const path of pages) {
      await page.goto(base + path);
      // A busy machine can take seconds: wait for the data and for every spinner to go, not a fixed time.
      await page.waitForLoadState('networkidle').catch(() => {});
      await page
        .locator('.ant-spin-spinning, .ant-skeleton-active')
        .first()
        .waitFor({ state: 'detached', timeout: 20_000 })
        .catch(() => console.log(`still loading after 20 s: ${path}`));
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `screenshots/${prefix}-${path.replace(/\W+/g, '_')}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await context.close();
}
const [width, email, prefix, ...pages] = process.argv.slice(2);
await shots(Number(width), email, pages, prefix);
await browser.close();
