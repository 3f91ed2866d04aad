import { expect, test, type Page } from '@playwright/test';

import { canvas, dragSection, newSiteFromStarter, publish } from '../support/builder';
import { collectConsoleErrors, createProject, createTeammate, createVerifiedAccount } from '../support/helpers';
import { shoot } from '../support/shots';
import { mailsTo } from '../support/store';

/*
 * Issue 31 § 1, "Done when": a person adds a contact form to a page in the builder, asks in its Form settings for a task
 * on the board, and publishes; the form sent on the published site with JavaScript off → the thank-you page, the inbox
 * shows it, the owner gets the e-mail, and a task appears on the board; a honeypot submission is answered the same and
 * not stored.
 */
test('a contact form added in the builder, sent on the published site with JavaScript off, reaches the inbox, the mail and the board', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedAccount(request, 'Nora', 'Harbour Studio');
  const project = await createProject(request, owner, 'Harbour site', 'The studio website.');
  const name = 'Harbour Studio';

  let builder!: Page;
  let uuid = '';
  await test.step('the gallery opens the builder on a new blank site', async () => {
    builder = await newSiteFromStarter(page, context, {
      owner,
      projectUid: project.u_id,
      starter: 'Blank site',
      siteName: name,
    });
    uuid = new URL(builder.url()).searchParams.get('site')!;
  });
  const errors = collectConsoleErrors(builder);

  await test.step('the enquiry form with every kind of field is dragged into the page', async () => {
    await expect(canvas(builder).locator('form')).toHaveCount(0);
    // Released over the lower half of the page's header: the form comes after it.
    const header = (await canvas(builder).locator('main > header').boundingBox())!;
    await dragSection(
      builder,
      { category: 'Contact', label: 'Enquiry form with every kind of field' },
      { x: header.x + header.width / 2, y: header.y + header.height - 40 },
    );
    await expect(canvas(builder).locator('main > header + .con4 form')).toHaveCount(1);
  });

  await test.step('its Form settings name it, word the thank-you and ask for a task on the board', async () => {
    await builder.getByRole('radio', { name: 'Elements' }).click();
    // The form itself, not one of its fields: the gap under the first field is the form's own.
    const field = canvas(builder).getByLabel('Your name');
    await field.scrollIntoViewIfNeeded();
    const box = (await field.boundingBox())!;
    await builder.mouse.click(box.x + box.width / 2, box.y + box.height + 6);
    const element = builder.getByRole('region', { name: 'Element editor' });
    await expect(element.getByText('Selected: Form')).toBeVisible();
    const settings = element.getByRole('group', { name: 'Form settings' });
    // The block's own values are shown before anything is changed.
    await expect(settings.getByLabel('Name in the inbox')).toHaveValue('Enquiry');
    await expect(settings.getByLabel('After sending')).toHaveValue('');
    const task = settings.getByLabel('Also add each message as a task on the board');
    await expect(task).not.toBeChecked();

    await settings.getByLabel('Name in the inbox').fill('Contact');
    await settings.getByLabel('Thank-you message').fill('Thanks, we will write back.');
    await task.check();
    await expect(task).toBeChecked();
    const form = canvas(builder).locator('main > .con4 form');
    await expect(form).toHaveAttribute('data-form-name', 'Contact');
    await expect(form).toHaveAttribute('data-form-success', 'Thanks, we will write back.');
    await expect(form).toHaveAttribute('data-form-task', 'task');
    await settings.scrollIntoViewIfNeeded();
    await shoot(builder, 'site-forms-builder-settings');
  });

  let siteUrl = '';
  await test.step('save, then publish', async () => {
    await builder.getByRole('button', { name: 'Save Changes' }).click();
    await expect(builder.getByText('Saved', { exact: true }).first()).toBeVisible();
    await publish(builder);
    siteUrl = (await builder.getByRole('link', { name: 'View the live site' }).getAttribute('href'))!;
    expect(siteUrl).toMatch(/^http:\/\/[a-z0-9-]+\.sites\.localhost:\d+\/$/);
    expect(errors).toEqual([]);
  });

  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  const fillForm = async () => {
    await visitor.goto(siteUrl);
    await expect(visitor.locator('script')).toHaveCount(0);
    await visitor.getByLabel('Your name').fill('Ada Lovelace');
    await visitor.getByLabel('Email address').fill('ada@example.com');
    await visitor.getByLabel('Phone').fill('+44 113 496 0000');
    await visitor.getByLabel('What is it about?').selectOption('Redesign');
    await visitor.getByLabel('Your message').fill('A poster for the harbour festival, please.');
    await visitor.getByLabel('I agree that you keep these details').check();
  };

  await test.step('a visitor without JavaScript sends the form and gets the thank-you page', async () => {
    await fillForm();
    await visitor.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(visitor.getByText('Thanks, we will write back.')).toBeVisible();
    expect(new URL(visitor.url()).pathname).toMatch(/^\/_forms\/[a-z0-9_-]+\/thanks$/);
  });

  await test.step('a bot that fills the honeypot gets the same answer', async () => {
    await fillForm();
    // Off screen and out of the tab order: a person never sees it, a bot filling every field does.
    await visitor.locator('input[name="_website"]').fill('https://spam.example', { force: true });
    await visitor.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(visitor.getByText('Thanks, we will write back.')).toBeVisible();
  });
  await visitorContext.close();

  await test.step('the inbox shows the one real message', async () => {
    const errors = collectConsoleErrors(page);
    await page.goto(`/dashboard/project/${project.u_id}/builder`);
    await page.getByRole('link', { name: `Form inbox of ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Form inbox' })).toBeVisible();
    await expect(page.getByText(/^1 unread · 1 of \d+ submissions this month$/)).toBeVisible();
    const messages = page.getByRole('article');
    await expect(messages).toHaveCount(1);
    await expect(messages).toContainText('Contact');
    await expect(messages).toContainText('Ada Lovelace');
    await expect(messages).toContainText('ada@example.com');
    await expect(messages).toContainText('+44 113 496 0000');
    await expect(messages).toContainText('Redesign');
    await expect(messages).toContainText('A poster for the harbour festival, please.');
    await shoot(page, 'site-forms-inbox');
    expect(errors).toEqual([]);
  });

  await test.step('the owner got the e-mail', async () => {
    const subject = /New message from the “Contact” form/;
    await expect.poll(async () => (await mailsTo(request, owner.email, subject)).length, { timeout: 60_000 }).toBe(1);
    const [mail] = await mailsTo(request, owner.email, subject);
    expect(mail!.subject).toContain(name);
    // The e-mail says where to read it; what the visitor wrote stays in the inbox.
    expect(mail!.text).toContain(`/builder/${uuid}/inbox`);
    expect(mail!.text).not.toContain('harbour festival');
  });

  await test.step('who is told of new messages: the owner until someone is chosen, then a teammate too', async () => {
    const teammate = await createTeammate(request, owner, 'Ivo');
    await page.reload();
    const card = page.getByRole('region', { name: 'Who is told of new messages' });
    await expect(card).toContainText('Nora Tester (the project owner, until you choose)');
    await card.getByRole('button', { name: 'Choose people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who is told of new messages' });
    await expect(dialog.getByRole('checkbox', { name: /Nora Tester/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Ivo Colleague/ }).check();
    await expect(dialog).toContainText(teammate.email);
    await shoot(page, 'site-forms-recipients');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Saved who is told of new messages.')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await expect(card).toContainText('Ivo Colleague, Nora Tester');
  });

  await test.step('the form asked for a task: it is on the project board', async () => {
    await expect(async () => {
      await page.goto(`/dashboard/project/${project.u_id}/workflow`);
      await expect(page.getByText('Contact: ada@example.com')).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
  });
});
