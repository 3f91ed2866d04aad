import { expect, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';

import { signInWithToken } from './helpers';

export const ROOMY_VIEWPORT = { width: 1920, height: 1000 };

/** The editor's canvas: GrapesJS renders the page in an iframe of its own. */
export const canvas = (builder: Page): FrameLocator => builder.frameLocator('iframe.gjs-frame');

/** A left-rail panel of the builder, opened if it is not open yet. */
export async function openPanel(builder: Page, name: 'Add section' | 'Global styling' | 'List of Pages') {
  const button = builder.getByRole('navigation', { name: 'Builder tools' }).getByRole('button', { name });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  return builder.getByRole('complementary', { name });
}

/**
 * The template gallery's Select on a starter opens the builder in a new tab, which asks for the site's name
 * (issue 29) before it creates the site; resolves with that tab once the canvas shows the starter's heading.
 */
export async function newSiteFromStarter(
  page: Page,
  context: BrowserContext,
  start: { owner: { token: string }; projectUid: string; starter: string; siteName: string },
): Promise<Page> {
  await signInWithToken(page, start.owner, `/dashboard/project/${start.projectUid}/builder/create`);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: new RegExp(`^Select ${start.starter} starter`) }).click();
  const builder = await opened;
  // Room for the 1280 px desktop frame beside both panels, so the canvas is not scaled: Playwright aims its clicks
  // inside a frame by the frame's own coordinates, which a scaled frame no longer matches (people's clicks are fine).
  await builder.setViewportSize(ROOMY_VIEWPORT);
  await builder.getByLabel('Site name').fill(start.siteName);
  await builder.getByRole('button', { name: 'Create site' }).click();
  await expect(builder).toHaveURL(/\/website-builder\?.*site=/, { timeout: 30_000 });
  await expect(canvas(builder).locator('h1').first()).toBeVisible({ timeout: 30_000 });
  return builder;
}

/** Publish from the publish menu. The server renders every page: on a busy machine that takes a while. */
export async function publish(builder: Page) {
  const menu = builder.getByRole('button', { name: 'Publish', exact: true });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await builder.getByRole('button', { name: /^Publish to / }).click();
  await expect(builder.getByRole('status').filter({ hasText: 'Your website is live.' })).toBeVisible({
    timeout: 60_000,
  });
}
