import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  collectConsoleErrors,
  createTeammate,
  createProject,
  createVerifiedAccount,
  signInWithToken,
  snap,
  snapBothWidths,
} from '../support/helpers';

const COLUMNS = { todo: 'Todo', in_progress: 'In Progress', review: 'In Review', done: 'Done' } as const;
type Column = keyof typeof COLUMNS;

const LONG_DESCRIPTION =
  'Draft the announcement for the new storefront themes, with screenshots, pricing and a short FAQ for customers.';

/** A column's list of cards (the `ul` labelled "<Column> tasks"). */
function column(page: Page, name: Column): Locator {
  return page.getByRole('list', { name: `${COLUMNS[name]} tasks` });
}

/** A card by its title. */
function card(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

/** Every column's card titles, top to bottom. */
async function boardLayout(page: Page): Promise<Record<Column, string[]>> {
  const layout = {} as Record<Column, string[]>;
  for (const name of Object.keys(COLUMNS) as Column[]) {
    layout[name] = await column(page, name).locator('article h4').allTextContents();
  }
  return layout;
}

/** A point on a card's body, away from its title and its menu: the dates line at the bottom left. */
async function cardBody(card: Locator) {
  const box = (await card.boundingBox())!;
  return { x: box.x + 24, y: box.y + box.height - 12 };
}

/**
 * A real pointer drag that grabs the card by its body (not by its title or any handle): press, move past
 * the activation distance, travel in steps, settle, release.
 */
async function drag(page: Page, source: Locator, target: Locator, where: 'top' | 'middle') {
  const to = (await target.boundingBox())!;
  const start = await cardBody(source);
  const end = { x: to.x + to.width / 2, y: where === 'top' ? to.y + 6 : to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 25 });
  await page.mouse.move(end.x, end.y + 1, { steps: 3 });
  await page.mouse.up();
}

async function createTask(
  page: Page,
  opener: Locator,
  task: { title: string; description?: string; priority: string; start: string; end: string; assignee?: string },
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  const create = dialog.getByRole('button', { name: 'Create task' });
  await dialog.getByLabel('Title').fill(task.title);
  if (task.description) await dialog.getByLabel('Description').fill(task.description);
  await dialog.getByLabel('Priority').selectOption({ label: task.priority });
  await dialog.getByLabel('Start date').fill(task.start);
  await dialog.getByLabel('End date').fill(task.end);
  if (task.assignee) await dialog.getByRole('checkbox', { name: new RegExp(task.assignee) }).check();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(dialog.getByRole('status')).toBeVisible();
  // docs/product.md § Tasks: the modal closes by itself a second after success.
  await expect(dialog).toHaveCount(0);
}

test('a team plans on the board: create, drag by mouse and keyboard, reload, assign and remove', async ({
  page,
  request,
}) => {
  // A long journey: 40 s alone, past the default 60 s once on a loaded machine.
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const owner = await createVerifiedAccount(request, 'Tara', 'Taskboard Co');
  const project = await createProject(request, owner, 'Spring Launch', 'The spring storefront relaunch.');
  const colleague = await createTeammate(request, owner, 'Casey', project.id);

  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/workflow`);

  await test.step('an empty board says so and still shows its four columns, each with its add button', async () => {
    await expect(page.getByText('No task assigned to anyone')).toBeVisible();
    for (const label of Object.values(COLUMNS)) {
      await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: `${label} tasks` })).toBeVisible();
      await expect(page.getByRole('button', { name: `Add a task to ${label}` })).toBeVisible();
    }
    await snapBothWidths(page, 'task-board-empty');
  });

  await test.step('three tasks are created through the modal', async () => {
    await createTask(page, page.getByRole('button', { name: 'Add a task to Todo' }), {
      title: 'Write launch post',
      description: LONG_DESCRIPTION,
      priority: 'Important',
      start: '2030-03-02',
      end: '2030-03-09',
      assignee: colleague.name,
    });
    await createTask(page, page.getByRole('button', { name: 'Add a task to Todo' }), {
      title: 'Fix checkout bug',
      priority: 'Critical',
      start: '2024-01-02',
      end: '2024-01-05',
    });
    await createTask(page, page.getByRole('button', { name: 'Add a task to In Review' }), {
      title: 'Tidy the footer',
      description: 'Links, copyright year and the newsletter form.',
      priority: 'Low',
      start: '2030-03-01',
      end: '2030-03-01',
    });
    await expect
      .poll(() => boardLayout(page))
      .toEqual({
        todo: ['Fix checkout bug', 'Write launch post'],
        in_progress: [],
        review: ['Tidy the footer'],
        done: [],
      });
    const launch = card(page, 'Write launch post');
    await expect(launch).toContainText(`${LONG_DESCRIPTION.slice(0, 70).trimEnd()}…`);
    await expect(launch).toContainText('Important');
    await expect(card(page, 'Fix checkout bug')).toContainText('Overdue');
    await expect(card(page, 'Tidy the footer')).not.toContainText('Overdue');
  });

  await test.step('the creation form refuses an end date before the start date', async () => {
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill('Backwards');
    await dialog.getByLabel('Start date').fill('2030-05-10');
    await dialog.getByLabel('End date').fill('2030-05-01');
    // The native picker's format is the browser's; the hint says the date the app's way.
    await expect(dialog.getByLabel('Start date')).toHaveAccessibleDescription('10 May 2030');
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
    await snap(page, 'task-create-modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('a plain click on a card body opens the task and moves nothing', async () => {
    const before = await boardLayout(page);
    const body = await cardBody(card(page, 'Tidy the footer'));
    await page.mouse.click(body.x, body.y);
    const dialog = page.getByRole('dialog', { name: 'Tidy the footer' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A press that wanders less than the activation distance is still a click, not a drag.
    await page.mouse.move(body.x, body.y);
    await page.mouse.down();
    await page.mouse.move(body.x + 3, body.y + 1);
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await boardLayout(page)).toEqual(before);
  });

  await test.step('mouse: one card from Todo to Done, another to the top of In Review; a reload keeps it', async () => {
    await drag(page, card(page, 'Write launch post'), column(page, 'done'), 'middle');
    await expect.poll(() => boardLayout(page)).toMatchObject({ done: ['Write launch post'] });
    await drag(page, card(page, 'Fix checkout bug'), card(page, 'Tidy the footer'), 'top');
    const expected = {
      todo: [],
      in_progress: [],
      review: ['Fix checkout bug', 'Tidy the footer'],
      done: ['Write launch post'],
    };
    await expect.poll(() => boardLayout(page)).toEqual(expected);
    await page.reload();
    await expect.poll(() => boardLayout(page)).toEqual(expected);
  });

  await test.step('keyboard: a card moves to another column and down within it; a reload keeps it', async () => {
    // The card's one tab stop is its title: Space picks the card up there (Enter would open it).
    const opener = page.getByRole('button', { name: 'Tidy the footer', exact: true });
    await expect(opener).toHaveAccessibleDescription(/press space/);
    /** Space to pick up, the arrow keys, space to drop, with a beat between keys for dnd-kit to measure. */
    const keyboardMove = async (...arrows: string[]) => {
      await opener.focus();
      for (const key of ['Space', ...arrows, 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
    };
    // Picked up and put back with Escape: nothing moves and nothing opens.
    const before = await boardLayout(page);
    await opener.focus();
    await page.keyboard.press('Space');
    // The live region tells a screen reader where the lifted card is.
    await expect(
      page.getByRole('status').filter({ hasText: 'Tidy the footer is over In Review, position 2 of 2.' }),
    ).toBeAttached();
    await snap(page, 'task-board-card-lifted');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'Moving was cancelled.' })).toBeAttached();
    expect(await boardLayout(page)).toEqual(before);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await keyboardMove('ArrowRight');
    await expect
      .poll(() => boardLayout(page))
      .toMatchObject({
        review: ['Fix checkout bug'],
        done: ['Tidy the footer', 'Write launch post'],
      });
    // Neither picking up nor dropping with Space opened the task.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await keyboardMove('ArrowDown');
    const expected = {
      todo: [],
      in_progress: [],
      review: ['Fix checkout bug'],
      done: ['Write launch post', 'Tidy the footer'],
    };
    await expect.poll(() => boardLayout(page)).toEqual(expected);
    await page.reload();
    await expect.poll(() => boardLayout(page)).toEqual(expected);
  });

  await test.step('a refused move puts the card back and says why', async () => {
    const before = await boardLayout(page);
    // The server's refusal, as its error envelope reads; the board must roll the optimistic move back.
    await page.route('**/api/tasks/update', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The board changed meanwhile. Try again', error: 'conflict' }),
      }),
    );
    await drag(page, card(page, 'Fix checkout bug'), column(page, 'todo'), 'middle');
    await expect(page.getByRole('alert')).toContainText('The board changed meanwhile. Try again');
    await expect.poll(() => boardLayout(page)).toEqual(before);
    await page.unroute('**/api/tasks/update');
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
  });

  await test.step('the "Move to…" menu moves a card without dragging', async () => {
    const moveWithMenu = async (title: string, item: string) => {
      await page.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await moveWithMenu('Tidy the footer', 'In Progress');
    await expect
      .poll(() => boardLayout(page))
      .toMatchObject({ in_progress: ['Tidy the footer'], done: ['Write launch post'] });
    await moveWithMenu('Tidy the footer', 'Done');
    await expect.poll(async () => (await boardLayout(page)).done).toEqual(['Tidy the footer', 'Write launch post']);
    await moveWithMenu('Tidy the footer', 'Bottom of Done');
    await expect.poll(async () => (await boardLayout(page)).done).toEqual(['Write launch post', 'Tidy the footer']);
  });

  await test.step('at 375 px the columns scroll inside the board, never the page', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('navigation', { name: 'Board columns' }).getByRole('button', { name: /Done/ }).click();
    // Sideways, the Done column is now wholly on screen (how far down the page is scrolled does not matter).
    await expect
      .poll(async () => {
        const box = (await column(page, 'done').boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    await snap(page, 'task-board-done-column');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('filters are views: "My tasks" hides what is not mine, priority narrows the board', async () => {
    await page.getByRole('button', { name: 'My tasks' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Priority').selectOption('critical');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await snapBothWidths(page, 'task-board');
  });

  await test.step('a card opens its task: remove and assign a member, then edit it', async () => {
    // Enter on a card opens it, like a click.
    await page.getByRole('button', { name: 'Write launch post', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Write launch post' })).toBeVisible();
    // The dialog is named after the task, and the title is about to change.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(colleague.email)).toBeVisible();
    await snapBothWidths(page, 'task-modal');

    await dialog.getByRole('button', { name: `Remove ${colleague.name}` }).click();
    await expect(dialog.getByText('Assignee(s) has been removed successfully.')).toBeVisible();
    await expect(dialog.getByText('No one is assigned yet.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.getByRole('checkbox', { name: new RegExp(colleague.name) }).check();
    await dialog.getByRole('button', { name: 'Assign selected' }).click();
    await expect(dialog.getByText(colleague.email)).toBeVisible();
    await expect(dialog.getByText('No one is assigned yet.')).toHaveCount(0);
    // The selector leaves out the signed-in user (docs/product.md § Moving and assigning tasks); "Assign me" puts her
    // on the task.
    await dialog.getByRole('button', { name: 'Assign me' }).click();
    await expect(dialog.getByText(owner.email)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Assign me' })).toHaveCount(0);
    await dialog.getByRole('heading', { name: 'Assignees' }).scrollIntoViewIfNeeded();
    await snap(page, 'task-modal-assignees');

    await dialog.getByLabel('Title').fill('Publish launch post');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('status').first()).toBeVisible();
    // docs/product.md § Tasks: the update modal closes two seconds after success.
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5_000 });
    await expect(card(page, 'Publish launch post')).toBeVisible();
    await expect.poll(async () => (await boardLayout(page)).done).toEqual(['Publish launch post', 'Tidy the footer']);
  });

  await test.step('a task is deleted after a confirmation', async () => {
    await page.getByRole('button', { name: 'Fix checkout bug', exact: true }).click();
    await page.getByRole('button', { name: 'Delete task' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this task?' });
    await confirm.getByRole('button', { name: 'Delete task' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, 'Fix checkout bug')).toHaveCount(0);
  });

  // The browser logs the refused move's 409 itself; nothing else may have gone wrong.
  expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
});

test('touch: press and hold, then drag, reorders a column on a phone; a tap opens a card, a swipe scrolls', async ({
  browser,
  request,
}) => {
  const owner = await createVerifiedAccount(request, 'Tomas', 'Touch Co');
  const auth = { authorization: `Bearer ${owner.token}` };
  const project = await createProject(request, owner, 'Pocket', 'On the go.');
  // Each new task goes to the top of its column, so these end up as First, Second.
  for (const title of ['Second', 'First']) {
    const task = await request.post('/api/tasks/create', {
      headers: auth,
      data: { title, priority: 'normal', start_date: '2030-01-01', end_date: '2030-01-02', project_id: project.id },
    });
    expect(task.status()).toBe(200);
  }

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/workflow`);
  await expect.poll(async () => (await boardLayout(page)).todo).toEqual(['First', 'Second']);

  // Real touch events through the browser's input pipeline: hold past the sensor's delay, then move.
  const cdp = await context.newCDPSession(page);
  const from = (await card(page, 'Second').boundingBox())!;
  const to = (await card(page, 'First').boundingBox())!;
  const x = from.x + from.width / 2;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.y + from.height / 2);
  await page.waitForTimeout(400);
  for (let step = 1; step <= 15; step += 1) {
    await touch('touchMove', from.y + from.height / 2 - ((from.y - to.y + 10) * step) / 15);
    await page.waitForTimeout(20);
  }
  await touch('touchEnd', to.y);
  await expect.poll(async () => (await boardLayout(page)).todo).toEqual(['Second', 'First']);
  await page.reload();
  await expect.poll(async () => (await boardLayout(page)).todo).toEqual(['Second', 'First']);

  // A tap on a card opens it, as a click does.
  await card(page, 'First').tap();
  const dialog = page.getByRole('dialog', { name: 'First' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A quick swipe that starts on a card scrolls the board to the next column and moves no card.
  const scroller = page.locator('section[aria-labelledby="task-column-todo"]').locator('..');
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);
  const start = (await card(page, 'Second').boundingBox())!;
  const y = start.y + start.height / 2;
  const swipe = (type: 'touchStart' | 'touchMove' | 'touchEnd', swipeX: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: swipeX, y }] });
  await swipe('touchStart', start.x + start.width - 20);
  for (let step = 1; step <= 8; step += 1) await swipe('touchMove', start.x + start.width - 20 - step * 25);
  await swipe('touchEnd', start.x);
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  expect((await boardLayout(page)).todo).toEqual(['Second', 'First']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
