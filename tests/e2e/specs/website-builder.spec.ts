import { readFileSync } from 'node:fs';

import { expect, test, type Locator, type Page } from '@playwright/test';
import { canvas, dragSection, newSiteFromStarter, openPanel, publish } from '../support/builder';
import { unzipSync } from 'fflate';

import { collectConsoleErrors, createProject, createVerifiedAccount, snap } from '../support/helpers';

const NEW_HEADING = 'Brand and web design that gets you chosen';
const NEW_COLOUR = '#b42318';
const CODE_NOTE = 'Written in the code editor';

async function addPage(builder: Page, name: string) {
  const panel = await openPanel(builder, 'List of Pages');
  await panel.getByLabel('Add a new page').fill(name);
  await panel.getByRole('button', { name: 'Add a new page' }).click();
}

/** Types a value into a field of the style panel and writes it (fields write on Enter, not on each key). */
async function setStyle(style: Locator, name: RegExp, value: string) {
  const field = style.getByRole('textbox', { name });
  await field.fill(value);
  await field.press('Enter');
}

test('a person builds a site from the Agency starter, publishes it on its own address and exports it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Wren', 'Wren Studio');
  const project = await createProject(request, owner, 'Studio site', 'The studio website.');

  let builder!: Page;
  await test.step('the gallery opens the builder on a new site from the Agency starter', async () => {
    builder = await newSiteFromStarter(page, context, {
      owner,
      projectUid: project.u_id,
      starter: 'Agency',
      siteName: 'Wren Studio',
    });
  });
  const errors = collectConsoleErrors(builder);
  await snap(builder, 'builder-desktop');

  await test.step('the hero heading gets new words, a new colour and its own style on desktop and phone', async () => {
    await builder.getByRole('radio', { name: 'Elements' }).click();
    const heading = canvas(builder).locator('h1').first();
    await heading.dblclick();
    await builder.keyboard.press('ControlOrMeta+A');
    await builder.keyboard.type(NEW_HEADING);
    // Selecting another element ends the text editing; selecting the heading again shows its controls.
    await // Not the eyebrow right above the heading: the text toolbar floats over it while the heading is edited.
    await canvas(builder).locator('header p:not(.site-eyebrow)').first().click();
    await heading.click();
    const style = builder.getByRole('region', { name: 'Style' });
    await setStyle(style, /^Text colour/, NEW_COLOUR);
    await expect(heading).toHaveText(NEW_HEADING);
    await expect(heading).toHaveCSS('color', 'rgb(180, 35, 24)');
    // The click that ended the editing lands on the text toolbar floating over the line above: its Link
    // and Wrap buttons with nothing selected used to leave an empty <a> or <span> in the heading.
    await expect(heading.locator('a, span')).toHaveCount(0);

    // A mistyped size is refused in the panel and changes nothing.
    await setStyle(style, /^Font size/, '12pxx');
    await expect(style.getByRole('alert')).toHaveText('Enter a number with px, rem, em, %');
    await style.getByRole('textbox', { name: /^Font size/ }).press('Escape');
    // Past the old 32 px cap (issue 29).
    await setStyle(style, /^Font size/, '56');
    await style.getByRole('combobox', { name: /^Weight/ }).selectOption('700');
    await setStyle(style, /^Letter spacing/, '-1');
    await setStyle(style, /^Padding top/, '24');
    await expect(heading).toHaveCSS('font-size', '56px');
    await expect(heading).toHaveCSS('font-weight', '700');
    await expect(heading).toHaveCSS('letter-spacing', '-1px');
    await expect(heading).toHaveCSS('padding-top', '24px');
    await snap(builder, 'builder-style-panel');
    // Every group open, on a tall window, for a person to look at the whole panel.
    for (const group of ['Size', 'Layout', 'Background', 'Border', 'Effects', 'Visibility']) {
      await style.getByRole('button', { name: group, exact: true }).click();
    }
    await builder.setViewportSize({ width: 1280, height: 2000 });
    await snap(builder, 'builder-style-groups');
    await builder.setViewportSize({ width: 1280, height: 800 });

    await builder.getByRole('radio', { name: 'Phone' }).click();
    await expect(style.getByRole('status')).toContainText('Editing Phone');
    // Desktop's size shows through, marked as inherited, until Phone sets its own.
    await expect(style.getByRole('textbox', { name: 'Font size (from Desktop)' })).toHaveAttribute('placeholder', '56');
    await setStyle(style, /^Font size/, '32');
    await expect(heading).toHaveCSS('font-size', '32px');
    await expect(style.getByRole('button', { name: 'Clear the Phone value of Font size' })).toBeVisible();
    await builder.getByRole('radio', { name: 'Desktop' }).click();
    await expect(heading).toHaveCSS('font-size', '56px');
  });

  await test.step('a testimonials section is dragged into the page', async () => {
    await expect(canvas(builder).locator('.tes3')).toHaveCount(0);
    await dragSection(builder, { category: 'Testimonials', label: 'Ratings and quotes on a dark band' });
    // It lands between the page's sections, not inside the hero it was dropped on.
    await expect(canvas(builder).locator('main > .tes3')).toHaveCount(1);
  });

  await test.step("page 'About' added twice is About and About--0, with its metadata", async () => {
    await addPage(builder, 'About');
    await addPage(builder, 'About');
    const pages = builder.getByRole('list', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: /^About\s*\/about$/ })).toBeVisible();
    await expect(pages.getByRole('button', { name: /^About--0\s*\/about--0$/ })).toBeVisible();
    await builder.getByRole('button', { name: 'Page details of About--0' }).click();
    const dialog = builder.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill('About us, again');
    await dialog.getByLabel('Description', { exact: true }).fill('A second page about the studio.');
    await dialog.getByLabel('Keywords').fill('studio, about');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toHaveCount(0);
    // Back to the home page for what follows.
    await pages.getByRole('button', { name: /^Home/ }).click();
    await expect(canvas(builder).locator('h1').first()).toHaveText(NEW_HEADING);
  });

  await test.step('a script typed into the code editor does not survive', async () => {
    await builder.getByRole('radio', { name: 'Sections' }).click();
    await canvas(builder).locator('.tes3').click();
    await builder.getByRole('button', { name: 'Edit the code' }).click();
    const dialog = builder.getByRole('dialog');
    const html = dialog.getByLabel('HTML');
    const current = await html.inputValue();
    await html.fill(
      current.replace(
        '</section>',
        `<p class="code-note">${CODE_NOTE}</p><script>window.stolen = localStorage.token</script></section>`,
      ),
    );
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(canvas(builder).getByText(CODE_NOTE)).toBeVisible();
  });

  let siteUrl = '';
  await test.step('save, then publish on the product domain', async () => {
    await builder.getByRole('button', { name: 'Save Changes' }).click();
    await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible();
    await publish(builder);
    siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;
    expect(siteUrl).toMatch(/^http:\/\/[a-z0-9-]+\.sites\.localhost:\d+\/$/);
  });

  await test.step('the published site shows the edits, on its own origin, without the script', async () => {
    const site = await context.newPage();
    const response = await site.goto(siteUrl);
    expect(response!.status()).toBe(200);
    const heading = site.locator('h1').first();
    await expect(heading).toHaveText(NEW_HEADING);
    await expect(heading).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(heading).toHaveCSS('font-size', '56px');
    await expect(heading).toHaveCSS('font-weight', '700');
    await site.setViewportSize({ width: 375, height: 667 });
    await expect(heading).toHaveCSS('font-size', '32px');
    await expect(heading).toHaveCSS('padding-top', '24px');
    await site.setViewportSize({ width: 1280, height: 800 });
    await expect(site.locator('.tes3')).toHaveCount(1);
    await expect(site.getByText(CODE_NOTE)).toBeVisible();
    const html = await response!.text();
    // Editing the heading's text leaves nothing behind: no empty anchor or span, and an id the editor made
    // only where the stylesheet uses it (the heading's colour).
    expect(html).not.toMatch(/<a\b(?![^>]*\bhref=)[^>]*>\s*<\/a>|<span>\s*<\/span>/);
    const stylesheet = await site.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .join('\n'),
    );
    for (const [, id] of html.matchAll(/\sid="(i[a-z0-9]{2,7}(?:-\d+)?)"/g)) expect(stylesheet).toContain(`#${id}`);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('stolen');
    expect(response!.headers()['content-security-policy']).toContain("default-src 'none'");
    // Nothing of the app's session reaches the site's origin.
    expect(await site.evaluate(() => Object.keys(localStorage))).toEqual([]);

    const about = await site.goto(`${siteUrl}about--0`);
    expect(about!.status()).toBe(200);
    await expect(site).toHaveTitle('About us, again');
    await expect(site.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'A second page about the studio.',
    );

    await site.goto(siteUrl);
    // Images below the fold load lazily: scroll through once so the full-page screenshots show them.
    await site.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await expect(site.locator('img').last()).toHaveJSProperty('complete', true);
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
      [375, 667],
    ] as const) {
      await site.setViewportSize({ width, height });
      await site.waitForTimeout(150);
      await snap(site, 'published-site');
    }
    await site.close();
  });

  await test.step('export downloads a zip of the static site', async () => {
    const download = builder.waitForEvent('download');
    await builder.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['index.html', 'about--0.html', 'site.css']));
    const index = new TextDecoder().decode(entries['index.html']);
    expect(index).toContain(NEW_HEADING);
    expect(index).not.toContain('<script');
  });

  await test.step('the editor at the three frames', async () => {
    for (const device of ['Desktop', 'Tablet', 'Phone'] as const) {
      await builder.getByRole('radio', { name: device }).click();
      await builder.waitForTimeout(400);
      await snap(builder, `builder-${device.toLowerCase()}`);
    }
  });

  await test.step('on a phone the style panel is in the right drawer, showing the Phone size', async () => {
    await builder.getByRole('radio', { name: 'Elements' }).click();
    await canvas(builder).locator('h1').first().click();
    // The right panel was open at 1280 px; below 1024 px it stays open as a drawer over the canvas.
    await builder.setViewportSize({ width: 375, height: 812 });
    await expect(builder.getByRole('button', { name: 'Hide the right panel' })).toBeVisible();
    const style = builder.getByRole('region', { name: 'Style' });
    await expect(style.getByRole('status')).toContainText('Editing Phone');
    await expect(style.getByRole('textbox', { name: /^Font size/ })).toHaveValue('32');
    await style.getByRole('button', { name: 'Typography' }).scrollIntoViewIfNeeded();
    await snap(builder, 'builder-style-panel');
    await builder.setViewportSize({ width: 1280, height: 800 });
  });

  expect(errors).toEqual([]);
});
