import { LABEL_LIMITS } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { labels, taskLabels } from '../src/db/schema/index.js';
import { createLabel, LABEL_CALLS } from './support/label-fixtures.js';
import { projectTeam } from './support/project-fixtures.js';
import { createTask } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * The label limits are a count then a write (issue 27). PGlite runs one query at a time, so the calls below
 * only race on PostgreSQL (DATABASE_URL set, as in CI), where they really run at once.
 */
const ROUNDS = 10;

describe.runIf(process.env.DATABASE_URL)('races on labels (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.runtime.ctx.db;

  it(`two creates at the limit make one label: a project never passes ${LABEL_LIMITS.perProject}`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, project } = await projectTeam(t);
      await db()
        .insert(labels)
        .values(
          Array.from({ length: LABEL_LIMITS.perProject - 1 }, (_, index) => ({
            projectId: project.id,
            name: `L${index}`,
            color: 'gray',
          })),
        );
      const replies = await Promise.all(
        ['First', 'Second'].map((name) => LABEL_CALLS.create(t, owner.token, project.u_id, { name, color: 'red' })),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
      expect(await db().select().from(labels).where(eq(labels.projectId, project.id))).toHaveLength(
        LABEL_LIMITS.perProject,
      );
    }
  });

  it('two creates of one name in two cases make one label', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, project } = await projectTeam(t);
      const replies = await Promise.all(
        ['Urgent', 'URGENT'].map((name) => LABEL_CALLS.create(t, owner.token, project.u_id, { name, color: 'red' })),
      );
      expect(replies.map((reply) => reply.statusCode).sort(), replies.map((reply) => reply.body).join()).toEqual([
        200, 400,
      ]);
      expect(await db().select().from(labels).where(eq(labels.projectId, project.id))).toHaveLength(1);
    }
  });

  it('two sets of one task leave one whole list, never a mix', async () => {
    const { owner, project } = await projectTeam(t);
    const made = [];
    for (let index = 0; index < 2 * LABEL_LIMITS.perTask; index++)
      made.push((await createLabel(t, owner.token, project.u_id, { name: `Race ${index}` })).id);
    const lists = [made.slice(0, LABEL_LIMITS.perTask), made.slice(LABEL_LIMITS.perTask)];
    for (let round = 0; round < ROUNDS; round++) {
      const task = await createTask(t, owner.token, project.id);
      const replies = await Promise.all(lists.map((ids) => LABEL_CALLS.setOnTask(t, owner.token, task.id, ids)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      const rows = await db().select().from(taskLabels).where(eq(taskLabels.taskId, task.id));
      const ids = rows.map((row) => row.labelId).sort((a, b) => a - b);
      expect(lists.map((list) => [...list].sort((a, b) => a - b))).toContainEqual(ids);
    }
  });

  it('a label deleted while it is put on a task is refused on label_ids, never a 500', async () => {
    const { owner, project } = await projectTeam(t);
    for (let round = 0; round < ROUNDS; round++) {
      const label = await createLabel(t, owner.token, project.u_id, { name: `Gone ${round}` });
      const task = await createTask(t, owner.token, project.id);
      const [set, removed] = await Promise.all([
        LABEL_CALLS.setOnTask(t, owner.token, task.id, [label.id]),
        LABEL_CALLS.remove(t, owner.token, label.id),
      ]);
      expect(removed.statusCode).toBe(200);
      expect([200, 400]).toContain(set.statusCode);
      expect(await db().select().from(taskLabels).where(eq(taskLabels.taskId, task.id))).toEqual([]);
    }
  });
});
