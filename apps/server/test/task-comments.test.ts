import type { TaskComment, TaskThreadPage, ThreadEntry } from '@aerie/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { domainEvents, mailOutbox, notifications, taskComments } from '../src/db/schema/index.js';
import { listTasks } from '../src/modules/tasks/list-tasks.js';
import {
  accountWithWorkspace,
  addCollaborator,
  createProject,
  expectRefused,
  joinWorkspace,
  projectTeam,
} from './support/project-fixtures.js';
import { COMMENT_CALLS, createComment, createTask, TASK_CALLS, updateBody } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Comments on a task, their mentions and the card's history (issue 27; docs/product.md § Comments).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const mention = (person: { userId: number; first: string; last: string }) =>
  `@[${person.first} ${person.last}](user:${person.userId})`;

async function thread(token: string, taskId: number, query = ''): Promise<TaskThreadPage> {
  const reply = await COMMENT_CALLS.thread(t, token, taskId, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}
const commentsOf = (page: TaskThreadPage) =>
  page.entries.filter((entry): entry is TaskComment => entry.kind === 'comment');

/** A project whose workspace has a maintainer, a developer and a guest, each collaborating, and a stranger. */
async function teamOfRoles() {
  const owner = await accountWithWorkspace(t);
  const stranger = await accountWithWorkspace(t);
  const project = await createProject(t, owner.token, owner.workspace.id);
  const roles = {} as Record<'maintainer' | 'developer' | 'guest', Awaited<ReturnType<typeof accountWithWorkspace>>>;
  for (const role of ['maintainer', 'developer', 'guest'] as const) {
    roles[role] = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, roles[role].userId, role);
    await addCollaborator(t, owner.token, project.id, roles[role].userId);
  }
  const task = await createTask(t, owner.token, project.id);
  return { owner, stranger, project, task, ...roles };
}

describe('writing comments', () => {
  it('a guest comments; the reply keeps the source and gives sanitised HTML', async () => {
    const { guest, task } = await teamOfRoles();
    const comment = await createComment(t, guest.token, task.id, 'Looks **good**\nsee [docs](https://aerie.dev/docs)');
    expect(comment).toMatchObject({
      kind: 'comment',
      task_id: task.id,
      author: { id: guest.userId, name: `${guest.first} ${guest.last}` },
      body: 'Looks **good**\nsee [docs](https://aerie.dev/docs)',
      html:
        '<p>Looks <strong>good</strong><br>see <a href="https://aerie.dev/docs" rel="noopener noreferrer nofollow" ' +
        'target="_blank">docs</a></p>',
      edited_at: null,
      deleted: false,
      can_edit: true,
      can_delete: true,
    });
  });

  it('script, raw HTML and javascript: links come out inert', async () => {
    const { owner, task } = await projectTeam(t).then(async (team) => ({
      ...team,
      task: await createTask(t, team.owner.token, team.project.id),
    }));
    const source = [
      '<script>alert(1)</script> <img src=x onerror="alert(2)">',
      '[click](javascript:alert(3)) [x](JAVASCRIPT:alert(4)) [d](data:text/html,hi)',
      '```',
      '<script>alert(5)</script>',
      '```',
    ].join('\n');
    const comment = await createComment(t, owner.token, task.id, source);
    expect(comment.html).not.toMatch(/<script|<img|href="javascript|href="data|onerror="/i);
    expect(comment.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(comment.html).toContain('[click](javascript:alert(3))');
    expect(comment.html).toContain('<pre><code>&lt;script&gt;alert(5)&lt;/script&gt;</code></pre>');
    expect(comment.body).toBe(source);
  });

  it('refuses an empty or blank body, and one over 10,000 characters, on the body field', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    expectRefused(await COMMENT_CALLS.create(t, owner.token, task.id, { body: '' }), 'body', 'Comment is required');
    expectRefused(await COMMENT_CALLS.create(t, owner.token, task.id, { body: ' \n ' }), 'body', 'Comment is required');
    expectRefused(
      await COMMENT_CALLS.create(t, owner.token, task.id, { body: 'x'.repeat(100 * 1024) }),
      'body',
      'Comment must be at most 10,000 characters',
    );
    await createComment(t, owner.token, task.id, 'x'.repeat(10_000));
    expect(await db().select().from(taskComments).where(eq(taskComments.taskId, task.id))).toHaveLength(1);
  });

  it('a task of a project the caller cannot see answers 404, and nothing is written', async () => {
    const { stranger, project, owner } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const reply = await COMMENT_CALLS.create(t, stranger.token, task.id, { body: 'Hi' });
    expect(reply.statusCode).toBe(404);
    expect((await COMMENT_CALLS.thread(t, stranger.token, task.id)).statusCode).toBe(404);
    expect((await COMMENT_CALLS.mentionable(t, stranger.token, task.id)).statusCode).toBe(404);
    expect(await db().select().from(taskComments).where(eq(taskComments.taskId, task.id))).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('only the author edits: others who see the task hear 403, strangers 404', async () => {
    const { owner, maintainer, developer, stranger, task } = await teamOfRoles();
    const comment = await createComment(t, developer.token, task.id, 'First take');
    for (const other of [owner, maintainer]) {
      const reply = await COMMENT_CALLS.update(t, other.token, comment.id, { body: 'Not mine' });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe('Only its author can edit a comment.');
    }
    expect((await COMMENT_CALLS.update(t, stranger.token, comment.id, { body: 'x' })).statusCode).toBe(404);
    const edited = await COMMENT_CALLS.update(t, developer.token, comment.id, { body: 'Second *take*' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ body: 'Second *take*', html: '<p>Second <em>take</em></p>' });
    expect(edited.json().data.edited_at).not.toBeNull();
  });

  it('the author, the project owner and maintainers delete; a developer or guest not theirs hears 403', async () => {
    const { owner, maintainer, developer, guest, stranger, task } = await teamOfRoles();
    const byGuest = await createComment(t, guest.token, task.id, 'Guest words');
    expect((await COMMENT_CALLS.remove(t, developer.token, byGuest.id)).statusCode).toBe(403);
    expect((await COMMENT_CALLS.remove(t, stranger.token, byGuest.id)).statusCode).toBe(404);
    for (const remover of [guest, owner, maintainer]) {
      const comment = remover === guest ? byGuest : await createComment(t, developer.token, task.id, 'Dev words');
      const reply = await COMMENT_CALLS.remove(t, remover.token, comment.id);
      expect(reply.statusCode, reply.body).toBe(200);
      expect((await COMMENT_CALLS.remove(t, remover.token, comment.id)).statusCode).toBe(404);
    }
    const seen = commentsOf(await thread(developer.token, task.id));
    expect(seen.filter((comment) => comment.deleted)).toHaveLength(3);
    expect(seen.every((comment) => !comment.deleted || (comment.body === '' && comment.html === ''))).toBe(true);
    expect((await thread(developer.token, task.id)).comment_count).toBe(0);
  });

  it('the thread says what each reader may do', async () => {
    const { owner, developer, maintainer, task } = await teamOfRoles();
    await createComment(t, developer.token, task.id, 'Mine');
    const asOwner = commentsOf(await thread(owner.token, task.id))[0]!;
    const asMaintainer = commentsOf(await thread(maintainer.token, task.id))[0]!;
    const asAuthor = commentsOf(await thread(developer.token, task.id))[0]!;
    expect([asOwner.can_edit, asOwner.can_delete]).toEqual([false, true]);
    expect([asMaintainer.can_edit, asMaintainer.can_delete]).toEqual([false, true]);
    expect([asAuthor.can_edit, asAuthor.can_delete]).toEqual([true, true]);
  });
});

describe('mentions', () => {
  it('lists the people who see the project for the composer', async () => {
    const { owner, guest, developer, maintainer, task } = await teamOfRoles();
    const reply = await COMMENT_CALLS.mentionable(t, guest.token, task.id);
    expect(reply.statusCode).toBe(200);
    const ids = (reply.json().data as Array<{ id: number }>).map((person) => person.id).sort((a, b) => a - b);
    expect(ids).toEqual([owner.userId, guest.userId, developer.userId, maintainer.userId].sort((a, b) => a - b));
  });

  it('refuses a mention of someone outside the project on the body field, and writes nothing', async () => {
    const { owner, stranger, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const reply = await COMMENT_CALLS.create(t, owner.token, task.id, { body: `Hi ${mention(stranger)}` });
    expectRefused(reply, 'body', 'Only people on this project can be mentioned');
    expect(await db().select().from(taskComments).where(eq(taskComments.taskId, task.id))).toEqual([]);
  });

  it('tells the person mentioned by bell and e-mail, not the author; an edit tells only whom it adds', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const comment = await createComment(t, owner.token, task.id, `Over to you ${mention(member)} ${mention(owner)}`);
    const mentioned = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregate, `task:${task.id}`), eq(domainEvents.name, 'task.mentioned')));
    expect(mentioned.map((event) => event.data)).toEqual([
      { taskId: task.id, title: task.title, commentId: comment.id, mentionedUserId: member.userId },
    ]);
    await expect
      .poll(async () => db().select().from(notifications).where(eq(notifications.eventId, mentioned[0]!.id)), {
        timeout: 10_000,
      })
      .toHaveLength(1);
    const [row] = await db().select().from(notifications).where(eq(notifications.eventId, mentioned[0]!.id));
    expect(row!.userId).toBe(member.userId);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email))
      .orderBy(desc(mailOutbox.id));
    expect(mail!.subject).toContain(`You were mentioned in a comment on “${task.title}”`);

    await COMMENT_CALLS.update(t, owner.token, comment.id, { body: `Still ${mention(member)}, thanks` });
    const after = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregate, `task:${task.id}`), eq(domainEvents.name, 'task.mentioned')));
    expect(after).toHaveLength(1);
  });

  it('renders a mention with the person’s current name, and a mention in code is not one', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const comment = await createComment(
      t,
      owner.token,
      task.id,
      `@[Old Name](user:${member.userId}) \`${mention(member)}\``,
    );
    expect(comment.html).toContain(
      `<span class="mention" data-user-id="${member.userId}">@${member.first} ${member.last}</span>`,
    );
    const events = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregate, `task:${task.id}`), eq(domainEvents.name, 'task.mentioned')));
    expect(events).toHaveLength(1);
  });
});

describe("the card's history", () => {
  it('interleaves created, assigned, unassigned, moved, dates changed and comments in time order', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: String(member.userId) });
    await createComment(t, member.token, task.id, 'On it');
    await TASK_CALLS.update(t, owner.token, updateBody(task, { status: 'in_progress', end_date: '2026-03-09' }));
    expect((await TASK_CALLS.removeMember(t, owner.token, task.id, member.userId)).statusCode).toBe(200);
    await createComment(t, owner.token, task.id, 'Taking it back');

    const page = await thread(member.token, task.id);
    const lines = [...page.entries]
      .reverse()
      .map((entry: ThreadEntry) =>
        entry.kind === 'comment' ? `comment: ${entry.body}` : `${entry.name}: ${entry.summary}`,
      );
    const ownerName = `${owner.first} ${owner.last}`;
    const memberName = `${member.first} ${member.last}`;
    expect(lines).toEqual([
      `task.created: ${ownerName} created the task “${task.title}”.`,
      `task.assigned: ${ownerName} assigned “${task.title}” to ${memberName}.`,
      'comment: On it',
      `task.moved: ${ownerName} moved “${task.title}” from Todo to In Progress.`,
      `task.dates_changed: ${ownerName} changed the dates of “${task.title}” from 2026-03-02 – 2026-03-06 to 2026-03-02 – 2026-03-09.`,
      `task.unassigned: ${ownerName} took ${memberName} off “${task.title}”.`,
      'comment: Taking it back',
    ]);
    expect(page.entries.at(-1)).toMatchObject({ kind: 'event', actor: { id: owner.userId } });
    expect(page.comment_count).toBe(2);
    expect(page.next_before).toBeNull();
  });

  it('pages a long thread without repeating or skipping an entry', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    for (let index = 0; index < 7; index += 1) await createComment(t, owner.token, task.id, `Comment ${index}`);
    const seen: string[] = [];
    let query = '?limit=3';
    for (;;) {
      const page = await thread(owner.token, task.id, query);
      seen.push(...page.entries.map((entry) => `${entry.kind}${entry.id}`));
      if (!page.next_before) break;
      query = `?limit=3&before=${page.next_before}`;
    }
    expect(seen).toHaveLength(8); // seven comments and the task's creation
    expect(new Set(seen).size).toBe(8);
  });

  it('an update that keeps the dates says nothing of them', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    await TASK_CALLS.update(t, owner.token, updateBody(task, { title: 'Renamed' }));
    const names = (await thread(owner.token, task.id)).entries.map((entry) => entry.kind === 'event' && entry.name);
    expect(names).not.toContain('task.dates_changed');
  });
});

describe('counts on the board', () => {
  it('list-tasks carries comment_count, deleted comments not counted', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    await createTask(t, owner.token, project.id, { title: 'Quiet card' });
    await createComment(t, owner.token, task.id, 'One');
    const gone = await createComment(t, owner.token, task.id, 'Two');
    await COMMENT_CALLS.remove(t, owner.token, gone.id);
    const board = (await TASK_CALLS.list(t, owner.token, project.u_id)).json().data as Array<{
      id: number;
      comment_count: number;
    }>;
    expect(Object.fromEntries(board.map((card) => [card.id, card.comment_count]))).toEqual({
      [task.id]: 1,
      [board.find((card) => card.id !== task.id)!.id]: 0,
    });
  });

  it('the board reads the same number of queries with no comments and with many', async () => {
    const { owner, project } = await projectTeam(t);
    const tasks = [];
    for (let index = 0; index < 4; index += 1) tasks.push(await createTask(t, owner.token, project.id));
    // Counted on a transaction of the test's own: the workers' subscribers share the app's pool meanwhile.
    const selectsOfBoard = () =>
      db().transaction(async (tx) => {
        const select = vi.spyOn(tx, 'select');
        await listTasks(tx, project.id);
        return select.mock.calls.length;
      });
    const withoutComments = await selectsOfBoard();
    expect(withoutComments).toBe(4); // the tasks, their assignees, their comment counts, their labels
    for (const task of tasks) for (let n = 0; n < 3; n += 1) await createComment(t, owner.token, task.id, 'Hi');
    expect(await selectsOfBoard()).toBe(withoutComments);
  });
});
