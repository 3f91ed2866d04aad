import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** Saves a full-page screenshot for a developer to look at: `tests/e2e/screenshots/<name>-<width>.png`. */
export async function snap(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
}

/** Takes the same screen at 1280 px and 375 px wide. */
export async function snapBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(150);
    await snap(page, name);
  }
  await page.setViewportSize(original);
}

/** The newest link to `path` e-mailed to `email`, from the development inbox, as a path on this host. */
export async function emailedLink(
  request: APIRequestContext,
  email: string,
  path: '/verify/' | '/password/',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{ to: string; text: string }>;
      const mail = inbox.find((item) => item.to.toLowerCase() === email.toLowerCase() && item.text.includes(path));
      link = mail?.text.match(new RegExp(`https?://[^\\s]+${path}[A-Za-z0-9_-]+`))?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

/** Fails the test on any console error or uncaught exception of the page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
