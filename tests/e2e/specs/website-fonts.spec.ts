import { expect, test, type Page } from '@playwright/test';

import { canvas, newSiteFromStarter } from '../support/builder';
import { createProject, createVerifiedAccount } from '../support/helpers';
import { shoot } from '../support/shots';

/** The answer to the browser's request for a library font file of `family` (its folder name). */
const fontFile = (page: Page, family: string) =>
  page.waitForResponse((response) => response.url().includes(`/fonts/${family}/`) && response.status() === 200);

test('a library font chosen in Global styling shows in the canvas at once and is preloaded by the published site', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Ines', 'Ines Type');
  const project = await createProject(request, owner, 'Type site', 'A site set in Lora.');

  const builder = await newSiteFromStarter(page, context, {
    owner,
    projectUid: project.u_id,
    starter: 'Agency',
    siteName: 'Ines Type',
  });

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
  // The canvas fetches the file as soon as its text is set in Lora.
  const canvasFont = fontFile(builder, 'lora');
  await headingFont.selectOption({ label: 'Lora' });
  await expect(canvas(builder).locator('h1').first()).toHaveCSS('font-family', /^"?Lora"?/);
  expect((await canvasFont).headers()['content-type']).toBe('font/woff2');
  await shoot(builder, 'builder-font-lora');

  await builder.getByRole('button', { name: 'Save Changes' }).click();
  await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible();
  await builder.getByRole('button', { name: 'Publish', exact: false }).first().click();
  await builder.getByRole('button', { name: /^Publish to / }).click();
  // Publishing renders every page on the server: give a busy machine time.
  await expect(builder.getByRole('status').filter({ hasText: 'Your website is live.' })).toBeVisible({
    timeout: 60_000,
  });
  const siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;

  const site = await context.newPage();
  const siteFont = fontFile(site, 'lora');
  const response = await site.goto(siteUrl);
  const html = await response!.text();
  expect(html).toMatch(
    /<link rel="preload" href="http:\/\/assets\.[^"]+\/fonts\/lora\/lora-latin-wght-normal\.woff2" as="font" type="font\/woff2" crossorigin>/,
  );
  expect(html.match(/rel="preload"/g)).toHaveLength(1);
  await expect(site.locator('h1').first()).toHaveCSS('font-family', /^"?Lora"?/);
  await siteFont;
  await shoot(site, 'published-font-lora');
});
