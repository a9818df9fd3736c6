import { chromium } from 'playwright-core';
const base = process.argv[2]; const tag = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/login`);
  await page.getByRole('tab', { name: 'OTP Code' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/firstpage-work/login-${tag}-${w}.png` });
  if (w === 1280) {
    await page.getByRole('tab', { name: 'Email / Password' }).click();
    await page.getByRole('tabpanel', { name: 'Email / Password' }).getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/firstpage-work/login-${tag}-${w}-refused.png` });
  }
  await page.close();
}
await browser.close();
