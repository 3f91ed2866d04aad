import { expect, test, type FrameLocator, type Page } from '@playwright/test';

import { createProject, createVerifiedAccount, signInWithToken } from '../support/helpers';
import { shoot } from '../support/shots';

/** The editor's canvas: GrapesJS renders the page in an iframe of its own. */
const canvas = (builder: Page): FrameLocator => builder.frameLocator('iframe.gjs-frame');

/** Whether a document has the font loaded (not only declared), once its fonts settled. Runs in the page. */
async function hasLoaded(family: string): Promise<boolean> {
  await document.fonts.ready;
  return [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded');
}

test('a library font chosen in Global styling shows in the canvas at once and is preloaded by the published site', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Ines', 'Ines Type');
  const project = await createProject(request, owner, 'Type site', 'A site set in Lora.');

  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/builder/create`);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /^Select Agency starter/ }).click();
  const builder = await opened;
  await expect(canvas(builder).locator('h1').first()).toBeVisible({ timeout: 30_000 });

  await builder
    .getByRole('navigation', { name: 'Builder tools' })
    .getByRole('button', { name: 'Global styling' })
    .click();
  const panel = builder.getByRole('complementary', { name: 'Global styling' });
  const headingFont = panel.getByLabel('Heading font');
  // Grouped as a designer scans them, each name in its own font.
  await expect(headingFont.locator('optgroup')).toHaveCount(5);
  await expect(headingFont.locator('optgroup[label="Serif"] option', { hasText: 'Lora' })).toHaveCSS(
    'font-family',
    /^"?Lora"?, Georgia/,
  );
  await headingFont.selectOption({ label: 'Lora' });

  const heading = canvas(builder).locator('h1').first();
  await expect(heading).toHaveCSS('font-family', /^"?Lora"?/);
  const frame = builder
    .frames()
    .find((candidate) => candidate.url() === 'about:blank' && candidate !== builder.mainFrame());
  await expect.poll(() => frame!.evaluate(hasLoaded, 'Lora')).toBe(true);
  await shoot(builder, 'builder-font-lora');

  await builder.getByRole('button', { name: 'Save Changes' }).click();
  await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible();
  await builder.getByRole('button', { name: 'Publish', exact: false }).first().click();
  await builder.getByRole('button', { name: /^Publish to / }).click();
  await expect(builder.getByRole('status').filter({ hasText: 'Your website is live.' })).toBeVisible();
  const siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;

  const site = await context.newPage();
  const response = await site.goto(siteUrl);
  const html = await response!.text();
  expect(html).toMatch(
    /<link rel="preload" href="http:\/\/assets\.[^"]+\/fonts\/lora\/lora-latin-wght-normal\.woff2" as="font" type="font\/woff2" crossorigin>/,
  );
  expect(html.match(/rel="preload"/g)).toHaveLength(1);
  await expect(site.locator('h1').first()).toHaveCSS('font-family', /^"?Lora"?/);
  await expect.poll(() => site.evaluate(hasLoaded, 'Lora')).toBe(true);
  await shoot(site, 'published-font-lora');
});
