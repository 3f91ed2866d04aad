import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { REPOSITORY_MESSAGES } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectDeployKeys, repositories } from '../src/db/schema/index.js';
import { ensureDeployKey } from '../src/modules/repositories/deploy-keys.js';
import { createProject, projectTeam } from './support/project-fixtures.js';
import { repositoryBody, scratch } from './support/repository-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races on Aerie Git names and deploy keys. PGlite runs one query at a time, so these interleavings cannot
 * happen there: the file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 8;

describe.runIf(process.env.DATABASE_URL)('races on repositories (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  const dirs = scratch();
  let gitDir: string;
  beforeAll(async () => {
    gitDir = dirs.dir('aerie-git-dir-');
    t = await startTestApp({ env: { GIT_DIR: gitDir } });
    team = await projectTeam(t);
  });
  afterAll(async () => {
    await t.close();
    dirs.cleanup();
  });

  it('gives a name asked for at once by several projects of a workspace to one; the others hear 409 and leave no directory', async () => {
    const { owner, member } = team;
    const other = await createProject(t, owner.token, owner.workspace.id, { name: 'Second' });
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `contested-${round}`;
      const calls = [
        [owner.token, team.project.u_id],
        [member.token, team.project.u_id],
        [owner.token, other.u_id],
      ] as const;
      const replies = await Promise.all(
        calls.map(([token, projectUid], index) =>
          t.call({
            method: 'POST',
            url: `/api/projects/repositories/${owner.workspace.slug}/create`,
            token,
            body: repositoryBody(projectUid, { name: index === 1 ? name.toUpperCase() : name }),
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 409, 409]);
      for (const loser of replies.filter((reply) => reply.statusCode === 409)) {
        expect(loser.json().message).toBe(REPOSITORY_MESSAGES.nameTaken);
      }
      const rows = await t.runtime.ctx.db
        .select()
        .from(repositories)
        .where(and(eq(repositories.workspaceId, owner.workspace.id), eq(sql`lower(${repositories.name})`, name)));
      expect(rows).toHaveLength(1);
    }
    // One directory per row: the losers removed theirs.
    const onDisk = readdirSync(join(gitDir, String(owner.workspace.id))).sort();
    const rows = await t.runtime.ctx.db.select({ id: repositories.id }).from(repositories);
    expect(onDisk).toEqual(rows.map((row) => `${row.id}.git`).sort());
  });

  it('makes one deploy key per project when its first readers come at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: `Keys ${round}` });
      const keys = await Promise.all(Array.from({ length: 4 }, () => ensureDeployKey(t.runtime.ctx, project.id)));
      expect(new Set(keys).size).toBe(1);
      const rows = await t.runtime.ctx.db
        .select()
        .from(projectDeployKeys)
        .where(eq(projectDeployKeys.projectId, project.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.publicKey).toBe(keys[0]);
    }
  });
});
