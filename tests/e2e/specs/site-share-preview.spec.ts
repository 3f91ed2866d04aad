import { expect, test, type Page } from '@playwright/test';

import { canvas, newSiteFromStarter, publish } from '../support/builder';
import { collectConsoleErrors, createProject, createVerifiedAccount } from '../support/helpers';
import { shoot } from '../support/shots';

const LIVE_HEADING = 'The studio as published';
const DRAFT_HEADING = 'A redesign nobody has seen yet';

async function retypeHeading(builder: Page, text: string) {
  const heading = canvas(builder).locator('h1').first();
  await heading.dblclick();
  await builder.keyboard.press('ControlOrMeta+A');
  await builder.keyboard.type(text);
  // Not the eyebrow right above the heading: the text toolbar floats over it while the heading is edited.
  await canvas(builder).locator('header p:not(.site-eyebrow)').first().click();
  await expect(heading).toHaveText(text);
}

/*
 * Issue 31 § 3: a share link shows an unpublished edit with a Preview banner while the live site does not, and
 * stops working once revoked; the published page carries its link card tags and answers /favicon.ico.
 */
test('a share link shows the unpublished draft until revoked; the live page has og: tags and an icon', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Ines', 'Share Studio');
  const project = await createProject(request, owner, 'Shared site', 'A site to share.');
  const builder = await newSiteFromStarter(page, context, {
    owner,
    projectUid: project.u_id,
    starter: 'Agency',
    siteName: 'Share Studio',
  });
  const errors = collectConsoleErrors(builder);

  let siteUrl = '';
  await test.step('publish, then edit without publishing', async () => {
    await builder.getByRole('radio', { name: 'Elements' }).click();
    await retypeHeading(builder, LIVE_HEADING);
    await publish(builder);
    siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;
    await retypeHeading(builder, DRAFT_HEADING);
  });

  let shareUrl = '';
  const dialog = builder.getByRole('dialog', { name: 'Share preview' });
  await test.step('create a share link for three days', async () => {
    await builder.getByRole('button', { name: 'Share preview' }).click();
    await dialog.getByLabel('Link works for').selectOption('3');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByRole('status')).toContainText('Link created');
    shareUrl = (await dialog.locator('code').textContent())!.trim();
    expect(shareUrl).toMatch(/\/\/preview\.sites\.localhost:\d+\/share\/[A-Za-z0-9_-]{43}\/$/);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await shoot(builder, 'share-preview-dialog');
  });

  await test.step('the link shows the draft with the banner; the live site does not', async () => {
    const preview = await context.newPage();
    const answer = await preview.goto(shareUrl);
    expect(answer!.headers()['x-robots-tag']).toBe('noindex');
    await expect(preview.locator('h1').first()).toHaveText(DRAFT_HEADING);
    await expect(preview.getByRole('note')).toContainText('Preview');
    await shoot(preview, 'share-preview-page');
    await preview.goto(siteUrl);
    await expect(preview.locator('h1').first()).toHaveText(LIVE_HEADING);
    await expect(preview.getByRole('note')).toHaveCount(0);
    await preview.close();
  });

  await test.step('the published page has its link card tags and a favicon', async () => {
    // Site hosts are *.sites.localhost, which only the browser resolves to this machine.
    const visitor = await context.newPage();
    const html = await (await visitor.goto(siteUrl))!.text();
    expect(html).toContain('<meta property="og:title" content="');
    expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/">/);
    expect(html).toContain('<meta name="twitter:card" content="');
    expect(html).toContain('<link rel="icon" href="/favicon.ico">');
    const icon = (await visitor.goto(new URL('/favicon.ico', siteUrl).href))!;
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    await visitor.close();
  });

  await test.step('revoke: the link stops working', async () => {
    await dialog.getByRole('button', { name: /^Revoke/ }).click();
    await expect(dialog.getByText('No active links.')).toBeVisible();
    const visitor = await context.newPage();
    const gone = (await visitor.goto(shareUrl))!;
    expect(gone.status()).toBe(410);
    expect(await gone.text()).not.toContain(DRAFT_HEADING);
    await visitor.close();
  });

  expect(errors).toEqual([]);
});
