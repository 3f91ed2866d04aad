import { expect, test, type Page } from '@playwright/test';

import { collectConsoleErrors, createProject, createVerifiedAccount, signInWithToken, snap } from '../support/helpers';

/** The width the page inside the canvas frame is laid out at (what its media rules see). */
const frameLayoutWidth = (builder: Page) =>
  builder.locator('iframe.gjs-frame').evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth);

/** The frame's width on screen, after GrapesJS' zoom. */
const frameScreenWidth = async (builder: Page) => (await builder.locator('iframe.gjs-frame').boundingBox())!.width;

test('the canvas shows the desktop frame at 1280 px, scaled to fit, and the side panels collapse', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, 'Ines', 'Ines Works');
  const project = await createProject(request, owner, 'Works site', 'The works website.');
  const created = await request.post('/builder-api/createsite', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { project_uid: project.u_id, template: 'corporate' },
  });
  expect(created.status()).toBe(200);
  const site = ((await created.json()) as { data: { uuid: string } }).data;

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, owner, `/website-builder?uid=${project.u_id}&site=${site.uuid}`);
  const errors = collectConsoleErrors(page);
  await expect(page.frameLocator('iframe.gjs-frame').locator('h1').first()).toBeVisible({ timeout: 30_000 });
  const zoom = page.getByRole('button', { name: /^Zoom \d+%/ });
  const leftToggle = page.getByRole('button', { name: /the left panel$/ });
  const rightToggle = page.getByRole('button', { name: /the right panel$/ });

  await test.step('with both panels open, the 1280 px frame is scaled down and the zoom says by how much', async () => {
    await expect(leftToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(rightToggle).toHaveAttribute('aria-pressed', 'true');
    expect(await frameLayoutWidth(page)).toBe(1280);
    await expect(zoom).toHaveText(/^\d+%$/);
    const percent = Number((await zoom.textContent())!.replace('%', ''));
    expect(percent).toBeLessThan(100);
    expect(Math.abs((await frameScreenWidth(page)) - (1280 * percent) / 100)).toBeLessThan(2);
    // The starter's desktop navigation sits on one line: its first and last links share one row.
    const frame = page.frameLocator('iframe.gjs-frame');
    const first = (await frame.getByRole('link', { name: 'Home', exact: true }).first().boundingBox())!;
    const last = (await frame.getByRole('link', { name: 'Contact', exact: true }).first().boundingBox())!;
    expect(Math.abs(first.y - last.y)).toBeLessThan(2);
    expect(last.x).toBeGreaterThan(first.x);
    await snap(page, 'builder-canvas-fit');
  });

  await test.step('the selection outline sits on the element in the scaled frame', async () => {
    await page.getByRole('radio', { name: 'Elements' }).click();
    const heading = page.frameLocator('iframe.gjs-frame').locator('h1').first();
    await heading.click();
    await expect(page.locator('.gjs-tools > .gjs-badge')).toBeVisible();
    const headingBox = (await heading.boundingBox())!;
    const badge = (await page.locator('.gjs-tools > .gjs-badge').boundingBox())!;
    // GrapesJS draws the name badge just above the selected element's top-left corner.
    expect(Math.abs(badge.x - headingBox.x)).toBeLessThan(4);
    expect(Math.abs(badge.y + badge.height - headingBox.y)).toBeLessThan(4);
  });

  await test.step('100% shows the frame at its real size, scrolled sideways', async () => {
    await zoom.click();
    const actual = page.getByRole('button', { name: 'Zoom 100%: scale to fit' });
    await expect(actual).toHaveText('100%');
    expect(Math.round(await frameScreenWidth(page))).toBe(1280);
    const scroller = page.locator('.builder-canvas').locator('..');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await actual.click();
    await expect(zoom).toBeVisible();
  });

  await test.step('both panels hide, the frame shows at 100%, and the choice is kept', async () => {
    await leftToggle.click();
    await rightToggle.click();
    await expect(leftToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(rightToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('complementary', { name: 'Site and selection' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Add section' })).toBeHidden();
    // 1280 minus the left rail leaves less than the frame: still scaled, but barely.
    const percent = Number(((await zoom.textContent()) ?? '100').replace('%', ''));
    expect(percent).toBeGreaterThan(90);
    await page.reload();
    await expect(page.frameLocator('iframe.gjs-frame').locator('h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(leftToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(rightToggle).toHaveAttribute('aria-pressed', 'false');
    await snap(page, 'builder-canvas-panels-hidden');
  });

  await test.step('the phone frame is 375 px wide; on a phone the panels are drawers again', async () => {
    await page.getByRole('radio', { name: 'Phone' }).click();
    await expect.poll(() => frameLayoutWidth(page)).toBe(375);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.frameLocator('iframe.gjs-frame').locator('h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('complementary', { name: 'Site and selection' })).toBeHidden();
    await page.getByRole('button', { name: 'Show the right panel' }).click();
    await expect(page.getByRole('complementary', { name: 'Site and selection' })).toBeVisible();
    await snap(page, 'builder-canvas-phone');
  });

  expect(errors).toEqual([]);
});
