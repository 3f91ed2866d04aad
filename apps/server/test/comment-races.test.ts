import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents } from '../src/db/schema/index.js';
import { projectTeam } from './support/project-fixtures.js';
import { COMMENT_CALLS, createComment, createTask } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * An edit tells only the people it newly mentions (docs/product.md § Comments): it compares with the source
 * it replaces, read under the row's lock. Two edits at once that both add the same person must tell them
 * once. PGlite runs one query at a time, so this runs in the PostgreSQL pass (DATABASE_URL set).
 */
const ROUNDS = 10;

describe.runIf(process.env.DATABASE_URL)('races on comment edits (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('two edits adding the same mention at once tell that person once', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    for (let round = 0; round < ROUNDS; round += 1) {
      const comment = await createComment(t, owner.token, task.id, `Round ${round}`);
      const mention = `@[${member.first} ${member.last}](user:${member.userId})`;
      const replies = await Promise.all([
        COMMENT_CALLS.update(t, owner.token, comment.id, { body: `Round ${round}: ${mention}` }),
        COMMENT_CALLS.update(t, owner.token, comment.id, { body: `Round ${round}, again: ${mention}` }),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      const told = (
        await t.runtime.ctx.db
          .select({ data: domainEvents.data })
          .from(domainEvents)
          .where(and(eq(domainEvents.aggregate, `task:${task.id}`), eq(domainEvents.name, 'task.mentioned')))
      ).filter((event) => event.data.commentId === comment.id);
      expect(told).toHaveLength(1);
    }
  });
});
