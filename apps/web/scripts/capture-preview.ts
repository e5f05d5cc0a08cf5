// Takes the landing page's dashboard preview (public/dashboard-preview.jpg): the reviews inbox
// of the demo restaurant, as its Admin sees it. Run against a server with demo data:
//   PREVIEW_URL=http://127.0.0.1:3000 npx tsx apps/web/scripts/capture-preview.ts
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.PREVIEW_URL ?? 'http://127.0.0.1:3000';
const out = resolve(import.meta.dirname, '../public/dashboard-preview.jpg');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const login = await page.request.post(`${base}/v1/auth/login`, {
    data: { username: 'admin@tableside.demo', password: 'tableside-demo' },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  await page.goto(`${base}/en/dashboard/reviews`);
  await page
    .locator('main [aria-busy="true"]')
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: out, type: 'jpeg', quality: 72 });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
