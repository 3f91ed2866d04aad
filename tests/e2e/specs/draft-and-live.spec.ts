import { expect, test, type Page } from '@playwright/test';

import { canvas, newSiteFromStarter, publish } from '../support/builder';
import { collectConsoleErrors, createProject, createVerifiedAccount } from '../support/helpers';
import { shoot } from '../support/shots';

const FIRST_HEADING = 'Version one of the studio';
const SECOND_HEADING = 'Version two, after the redesign';

const draftStatus = (builder: Page) =>
  builder.getByRole('status').filter({ hasText: /^(Not published yet|Published|Unpublished changes)/ });

async function retypeHeading(builder: Page, text: string) {
  const heading = canvas(builder).locator('h1').first();
  await heading.dblclick();
  await builder.keyboard.press('ControlOrMeta+A');
  await builder.keyboard.type(text);
  // Selecting another element ends the text editing.
  await // Not the eyebrow right above the heading: the text toolbar floats over it while the heading is edited.
  await canvas(builder).locator('header p:not(.site-eyebrow)').first().click();
  await expect(heading).toHaveText(text);
}

test('the editor tells the draft from the live site, keeps each publish, and brings an old one back live', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Nora', 'Field Studio');
  const project = await createProject(request, owner, 'Studio site', 'The studio website.');

  let builder!: Page;
  await test.step('a new site is not published yet', async () => {
    builder = await newSiteFromStarter(page, context, {
      owner,
      projectUid: project.u_id,
      starter: 'Agency',
      siteName: 'Field Studio',
    });
    await expect(draftStatus(builder)).toHaveText('Not published yet');
  });
  const errors = collectConsoleErrors(builder);

  let siteUrl = '';
  await test.step('publish, edit: "Unpublished changes" with what changed, until Publish', async () => {
    await builder.getByRole('radio', { name: 'Elements' }).click();
    await retypeHeading(builder, FIRST_HEADING);
    await publish(builder);
    await expect(draftStatus(builder)).toHaveText('Published');
    siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;

    await retypeHeading(builder, SECOND_HEADING);
    await expect(draftStatus(builder)).toHaveText('Unpublished changes');
    await builder.getByRole('button', { name: 'Save Changes' }).click();
    const changes = builder.getByRole('list', { name: 'Changes since the last publish' });
    await expect(changes).toContainText('Page “Home” edited');
    await shoot(builder, 'draft-unpublished-changes');
    await publish(builder);
    await expect(draftStatus(builder)).toHaveText('Published');
  });

  await test.step('restore the previous publish as live: the live site serves it, the draft stays', async () => {
    await builder.getByRole('button', { name: 'History' }).click();
    const dialog = builder.getByRole('dialog', { name: 'History' });
    await expect(dialog.getByRole('listitem').first()).toContainText(/\d{1,2}:\d{2}/);
    await dialog.getByRole('tab', { name: 'Publishes' }).click();
    const publishes = dialog.getByRole('listitem');
    await expect(publishes).toHaveCount(2);
    await expect(publishes.first()).toContainText('Live');
    await expect(publishes.first()).toContainText('by Nora');
    await shoot(builder, 'draft-publish-history');
    await publishes.nth(1).getByRole('button', { name: 'Restore as live' }).click();
    await expect(dialog.getByRole('status')).toContainText('again', { timeout: 30_000 });
    await expect(publishes.nth(1)).toContainText('Live');

    const site = await context.newPage();
    await site.goto(siteUrl);
    await expect(site.locator('h1').first()).toHaveText(FIRST_HEADING);
    await site.close();
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(canvas(builder).locator('h1').first()).toHaveText(SECOND_HEADING);
    await expect(draftStatus(builder)).toHaveText('Unpublished changes');
  });

  await test.step('a revision gets a name, and its preview opens in a new tab', async () => {
    await builder.getByRole('button', { name: 'History' }).click();
    const dialog = builder.getByRole('dialog', { name: 'History' });
    const newest = dialog.getByRole('listitem').first();
    await newest.getByRole('button', { name: /^Name revision/ }).click();
    await dialog.getByLabel(/^Name of revision/).fill('After the redesign');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(newest).toContainText('After the redesign');
    await shoot(builder, 'draft-revisions');
    const opened = context.waitForEvent('page');
    await newest.getByRole('button', { name: /^Preview revision/ }).click();
    const preview = await opened;
    await expect(preview).toHaveURL(/\/\/preview\.sites\.localhost:\d+\/revision\//);
    await expect(preview.locator('h1').first()).toHaveText(SECOND_HEADING);
    await preview.close();
  });

  expect(errors).toEqual([]);
});
