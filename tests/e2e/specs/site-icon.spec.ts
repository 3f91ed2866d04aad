import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { newSiteFromStarter, openPanel, publish } from '../support/builder';
import { collectConsoleErrors, createProject, createVerifiedAccount } from '../support/helpers';
import { shoot } from '../support/shots';

/** A 160×120 logo: a violet rounded square with a white ring, wider than tall. */
const logo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" rx="24" fill="#6d28d9"/><circle cx="80" cy="60" r="32" fill="none" stroke="#fff" stroke-width="14"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/**
 * The live site's /favicon.ico, fetched and decoded in a page of the site (sites hosts resolve only in the
 * browser). Past the browser's cache: the icon is cached for a day, and the test publishes twice in a minute.
 */
async function liveIconSize(site: Page, siteUrl: string) {
  await site.goto(siteUrl);
  return site.evaluate(async () => {
    const response = await fetch('/favicon.ico', { cache: 'no-store' });
    const image = await createImageBitmap(await response.blob());
    return { type: response.headers.get('content-type'), width: image.width, height: image.height };
  });
}

test('the owner picks the site icon in Global styling; the live site answers /favicon.ico with it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Iris', 'Iris Bakery');
  const project = await createProject(request, owner, 'Bakery site', 'The bakery website.');
  const builder = await newSiteFromStarter(page, context, {
    owner,
    projectUid: project.u_id,
    starter: 'Agency',
    siteName: 'Iris Bakery',
  });
  const errors = collectConsoleErrors(builder);
  const panel = await openPanel(builder, 'Global styling');

  await test.step('no icon yet: the site initial is said to show', async () => {
    await expect(panel.getByText('None chosen: browser tabs show the site’s initial.')).toBeVisible();
    await shoot(builder, 'site-icon-none');
  });

  await test.step('Choose image uploads the logo and previews it', async () => {
    await panel
      .getByLabel('Choose image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
    const preview = panel.getByRole('img', { name: 'The site icon' });
    await expect(preview).toHaveAttribute('src', /\/\/assets\.sites\.localhost:\d+\/websites\//);
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(160);
    await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await shoot(builder, 'site-icon-chosen');
    // On a phone the right panel covers the left one: the panel alone, as a person on a phone sees it.
    await builder.getByRole('button', { name: 'Hide the right panel' }).click();
    await shoot(builder, 'site-icon-panel');
    await builder.getByRole('button', { name: 'Show the right panel' }).click();
  });

  let siteUrl = '';
  await test.step('published: /favicon.ico is the logo at 48×48', async () => {
    await publish(builder);
    siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;
    const site = await context.newPage();
    expect(await liveIconSize(site, siteUrl)).toEqual({ type: 'image/png', width: 48, height: 48 });
    await site.close();
  });

  await test.step('Remove, publish: the generated 32×32 icon again', async () => {
    await panel.getByRole('button', { name: 'Remove' }).click();
    await expect(panel.getByRole('img', { name: 'The site icon' })).toHaveCount(0);
    await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await publish(builder);
    const site = await context.newPage();
    expect(await liveIconSize(site, siteUrl)).toEqual({ type: 'image/png', width: 32, height: 32 });
    await site.close();
  });

  expect(errors).toEqual([]);
});
