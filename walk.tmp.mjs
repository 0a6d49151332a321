import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3999';
const pw = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + '/admin/login');
  await page.getByLabel('Username').fill('admin@marquee.local');
  await page.getByLabel('Password').fill(pw);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(/\/admin(?!\/login)/, { timeout: 30000 });
  const shots = ['/admin/orders', '/admin/customers', '/admin/coupons', '/admin/products', '/admin/films', '/admin/dream-box', '/admin/categories'];
  for (const path of process.argv.slice(3).length ? process.argv.slice(3) : shots) {
    await page.goto(base + path);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30000 }); await page.waitForLoadState('networkidle'); await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${path.replaceAll('/', '_')}-${width}.png`, fullPage: false });
  }
  console.log(width, 'errors:', errors.slice(0, 5));
  await ctx.close();
}
await browser.close();
