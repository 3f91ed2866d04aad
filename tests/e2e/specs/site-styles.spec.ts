import { expect, test, type FrameLocator, type Page } from '@playwright/test';

import { canvas, newSiteFromStarter, openPanel } from '../support/builder';
import { collectConsoleErrors, createProject, createVerifiedAccount } from '../support/helpers';
import { shoot } from '../support/shots';

const BRAND = '#b42318';
const BRAND_RGB = 'rgb(180, 35, 24)';
const STUDIO = 'Northwind Studio';

/** Every filled `.site-btn` of the page (not the ghost or light ones) is painted in `rgb`. */
async function expectFilledButtons(root: Page | FrameLocator, rgb: string) {
  const buttons = root.locator('.site-btn:not(.site-btn-ghost):not(.site-btn-light)');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) await expect(button).toHaveCSS('background-color', rgb);
}

test('the brand colour, the text styles and the header symbol are set once for the whole site', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Ines', 'Ines Studio');
  const project = await createProject(request, owner, 'Studio site', 'The studio website.');

  let builder!: Page;
  await test.step('the builder opens on a new site from the Agency starter', async () => {
    builder = await newSiteFromStarter(page, context, {
      owner,
      projectUid: project.u_id,
      starter: 'Agency',
      siteName: 'Ines Studio',
    });
  });
  const errors = collectConsoleErrors(builder);

  await test.step('the header is a symbol on every page', async () => {
    await builder.getByRole('radio', { name: 'Elements' }).click();
    await canvas(builder)
      .locator('nav[aria-label="Main"]')
      .first()
      .click({ position: { x: 5, y: 5 } });
    const note = builder.getByRole('note');
    await expect(note).toContainText('Symbol · on 4 pages');
    await expect(note).toContainText('Changes to this section apply on every page that shows it.');
    await shoot(builder, 'symbol-selected');
  });

  await test.step('the brand colour is changed once', async () => {
    const panel = await openPanel(builder, 'Global styling');
    await panel.getByLabel('Brand colour').fill(BRAND);
    await expectFilledButtons(canvas(builder), BRAND_RGB);
  });

  await test.step('Heading 1 gets larger', async () => {
    const panel = builder.getByRole('complementary', { name: 'Global styling' });
    await panel.getByRole('button', { name: /Heading 1/ }).click();
    const heading = canvas(builder).locator('h1').first();
    const before = await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    // Both steps: which one the canvas shows depends on its width (desktop from 900 px).
    await panel.getByRole('spinbutton', { name: 'Size', exact: true }).fill('5');
    await panel.getByRole('spinbutton', { name: 'Phone size', exact: true }).fill('3.5');
    await expect
      .poll(() => heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)))
      .toBeGreaterThan(before);
    await shoot(builder, 'text-styles-open');
  });

  await test.step('the header brand is renamed on the home page', async () => {
    // Typing starts after the autosave of the styling edits: a save mid-typing syncs the text being edited.
    await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    const brand = canvas(builder).locator('.nav1-brand').first();
    await brand.dblclick();
    await builder.keyboard.press('ControlOrMeta+A');
    await builder.keyboard.type(STUDIO);
    await canvas(builder).locator('h1').first().click();
    await expect(brand).toContainText(STUDIO);
  });

  let siteUrl = '';
  await test.step('save and publish', async () => {
    await builder.getByRole('button', { name: 'Save Changes' }).click();
    await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible();
    await builder.getByRole('button', { name: 'Publish', exact: false }).first().click();
    await builder.getByRole('button', { name: /^Publish to / }).click();
    // Publishing renders every page on the server: allow for a busy machine.
    await expect(builder.getByRole('status').filter({ hasText: 'Your website is live.' })).toBeVisible({
      timeout: 60_000,
    });
    siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;
  });

  await test.step('every published page has the new header and buttons in the brand colour', async () => {
    const site = await context.newPage();
    for (const path of ['', 'studio', 'services', 'contact']) {
      const response = await site.goto(`${siteUrl}${path}`);
      expect(response!.status(), path).toBe(200);
      await expect(site.locator('nav[aria-label="Main"] .nav1-brand')).toContainText(STUDIO);
      await expectFilledButtons(site, BRAND_RGB);
      const html = await response!.text();
      expect(html).not.toContain('data-site-symbol');
      expect(html).not.toMatch(/<nav[^>]*\sid="i[a-z0-9]+/);
    }
    await site.close();
  });

  expect(errors).toEqual([]);
});
