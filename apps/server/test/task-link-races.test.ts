import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents, repositories, taskCommits, tasks } from '../src/db/schema/index.js';
import { linkCommits } from '../src/modules/tasks/link-commits.js';
import { projectTeam } from './support/project-fixtures.js';
import { createTask } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Two pushes naming one key at once (docs/product.md § Task keys). PGlite runs one query at a time, so the
 * interleaving cannot happen there: the file runs in the PostgreSQL pass (DATABASE_URL set).
 */
const ROUNDS = 6;

describe.runIf(process.env.DATABASE_URL)('races on task links (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  let repository: { id: number; name: string; projectId: number };
  beforeAll(async () => {
    t = await startTestApp();
    team = await projectTeam(t);
    const [row] = await t.runtime.ctx.db
      .insert(repositories)
      .values({
        projectId: team.project.id,
        workspaceId: team.owner.workspace.id,
        platform: 'github',
        name: 'raced',
        defaultBranch: 'main',
      })
      .returning();
    repository = row!;
  });
  afterAll(async () => {
    await t.close();
  });

  /** One push's subscriber, in its own transaction, as the handle-event job runs it. */
  const push = (sha: string, message: string) =>
    t.runtime.ctx.db.transaction((tx) =>
      linkCommits(tx, {
        repository,
        onDefaultBranch: true,
        commits: [{ sha, message, authorName: 'Ada', committedAt: new Date() }],
        actorUserId: null,
      }),
    );

  it('two pushes fixing one key at once: one task.linked per commit, exactly one move', async () => {
    const { owner, project } = team;
    for (let round = 0; round < ROUNDS; round += 1) {
      const task = await createTask(t, owner.token, project.id, { status: 'review' });
      const shas = [`${round}a`.padEnd(40, '1'), `${round}b`.padEnd(40, '2')];
      // The second pair repeats the first commit: a commit seen twice at once links once.
      await Promise.all([
        push(shas[0]!, `fixes ${task.key}`),
        push(shas[1]!, `closes ${task.key}`),
        push(shas[0]!, `fixes ${task.key}`),
      ]);
      const events = await t.runtime.ctx.db
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.aggregate, `task:${task.id}`))
        .orderBy(asc(domainEvents.id));
      const linked = events.filter((event) => event.name === 'task.linked');
      expect(linked.map((event) => (event.data as { sha: string }).sha).sort()).toEqual([...shas].sort());
      expect(events.filter((event) => event.name === 'task.moved')).toHaveLength(1);
      const links = await t.runtime.ctx.db.select().from(taskCommits).where(eq(taskCommits.taskId, task.id));
      expect(links).toHaveLength(2);
      const [row] = await t.runtime.ctx.db
        .select({ status: tasks.status, position: tasks.position })
        .from(tasks)
        .where(and(eq(tasks.id, task.id)));
      expect(row).toEqual({ status: 'done', position: 0 });
    }
  });
});
