import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: 'http://localhost:8142' });
const page = await ctx.newPage();
await page.goto('/login');
await page.getByLabel('Email').fill('demo@aerie.dev');
await page.getByLabel('Password', { exact: true }).fill('aerie-demo-2026');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL('**/dashboard');
await page.goto('/dashboard/teams');
await page.getByRole('tab', { name: 'Team Members' }).waitFor();
await page.waitForTimeout(1000);
const wide = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > window.innerWidth + 1) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return out.slice(0, 15);
});
console.log(wide.join('\n'));
await page.getByRole('tab', { name: /Pending/ }).click();
await page.waitForTimeout(300);
console.log('pending scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
await browser.close();
