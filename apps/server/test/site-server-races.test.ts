import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteServerTargets } from '../src/db/schema/index.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite } from './support/website-fixtures.js';

/*
 * Setting a site's server (issue 32 § 4) reads the site's target, then inserts or replaces it: two saves at once for a
 * site without one both saw none. PGlite runs one query at a time, so this runs in the PostgreSQL pass, where the two
 * really meet; the site's row, locked first, makes them take turns — one target, never a 500.
 */
describe.runIf(process.env.DATABASE_URL)('races on a site’s server target (PostgreSQL)', () => {
  let t: TestApp;
  let sshd: TestSshd;
  let owner: Account & { workspace: WorkspaceRef };
  let project: { id: number; u_id: string };
  let serverId: number;
  beforeAll(async () => {
    sshd = await startSshd();
    t = await startTestApp();
    owner = await accountWithWorkspace(t);
    project = await createProject(t, owner.token, owner.workspace.id);
    serverId = (await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, project.u_id))).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sshd?.stop();
  });

  it('two first saves at once leave one target, the later one, and both answer 200', async () => {
    for (let round = 0; round < 6; round++) {
      const website = await insertWebsite(t, { projectId: project.id, userId: owner.userId });
      const replies = await Promise.all(
        ['/srv/race-a', '/srv/race-b'].map((deploy_path) =>
          t.call({
            method: 'PUT',
            url: `/builder-api/site/${website.uuid}/server`,
            token: owner.token,
            body: { server_id: serverId, deploy_path },
          }),
        ),
      );
      expect(
        replies.map((reply) => reply.statusCode),
        replies.map((reply) => reply.body).join('\n'),
      ).toEqual([200, 200]);
      const targets = await t.runtime.ctx.db
        .select()
        .from(siteServerTargets)
        .where(eq(siteServerTargets.websiteId, website.id));
      expect(targets).toHaveLength(1);
    }
  });
});
