import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gitIntegrations, repositories } from '../src/db/schema/index.js';
import { openSecret } from '../src/modules/secrets/secret-box.js';
import { authorize, connectPlatform, platformConfig, startFakeGitProviders } from './support/fake-git-providers.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races on integrations and imports. PGlite runs one query at a time, so these interleavings cannot happen
 * there: the file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 5;

describe.runIf(process.env.DATABASE_URL)('races on git integrations (PostgreSQL)', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
  beforeAll(async () => {
    fakes = await startFakeGitProviders();
    t = await startTestApp({ env: fakes.env });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  const statuses = (replies: Array<{ statusCode: number }>) => replies.map((reply) => reply.statusCode).sort();

  it('spends a state once when two returns carry it at the same time', async () => {
    const owner = await accountWithWorkspace(t);
    for (let round = 0; round < ROUNDS; round += 1) {
      const config = await platformConfig(t, owner.token, owner.workspace.id, 'github');
      const first = await authorize(config.authorize_url);
      // Two codes, one state: only the state can decide between them.
      const second = fakes.github.issueCode();
      const replies = await Promise.all(
        [first.code, second].map((code) =>
          t.call({
            method: 'POST',
            url: '/api/repositories/integrate',
            token: owner.token,
            body: { code, state: config.state, platform: 'github', business_id: owner.workspace.id },
          }),
        ),
      );
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 400]);
    }
    const rows = await t.runtime.ctx.db
      .select()
      .from(gitIntegrations)
      .where(eq(gitIntegrations.workspaceId, owner.workspace.id));
    expect(rows).toHaveLength(1);
  });

  it('imports a repository once when two imports of it race; the other hears 409, never 500', async () => {
    const owner = await accountWithWorkspace(t);
    await connectPlatform(t, owner.token, owner.workspace.id, 'github');
    const project = await createProject(t, owner.token, owner.workspace.id);
    for (let round = 0; round < ROUNDS; round += 1) {
      const repo = fakes.github.addRepository();
      const body = { name: repo.name, platform: 'github', project_id: project.u_id, platform_repo_id: String(repo.id) };
      const replies = await Promise.all(
        [0, 1, 2].map(() =>
          t.call({
            method: 'POST',
            url: `/api/projects/repositories/${owner.workspace.slug}/import`,
            token: owner.token,
            body,
          }),
        ),
      );
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 409, 409]);
      const rows = await t.runtime.ctx.db
        .select()
        .from(repositories)
        .where(and(eq(repositories.projectId, project.id), eq(repositories.platformRepoId, String(repo.id))));
      expect(rows).toHaveLength(1);
    }
  });

  it('refreshes an expiring token once when several calls need it at once, keeping the newest refresh token', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await accountWithWorkspace(t);
      fakes.gitlab.setTokenLifetime(30);
      try {
        await connectPlatform(t, owner.token, owner.workspace.id, 'gitlab');
      } finally {
        fakes.gitlab.setTokenLifetime(7200);
      }
      const replies = await Promise.all(
        [0, 1, 2].map(() =>
          t.call({
            method: 'GET',
            url: `/api/repositories/${owner.workspace.slug}?platform=gitlab`,
            token: owner.token,
          }),
        ),
      );
      // Without the row lock, the later refreshes would spend an already rotated refresh token (400).
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 200, 200]);
      const [row] = await t.runtime.ctx.db
        .select()
        .from(gitIntegrations)
        .where(and(eq(gitIntegrations.workspaceId, owner.workspace.id), eq(gitIntegrations.platform, 'gitlab')));
      const stored = openSecret(
        t.runtime.ctx.config,
        row!.refreshTokenEnc!,
        `git_integrations:${owner.workspace.id}:gitlab:refresh`,
      );
      expect(fakes.gitlab.liveRefreshTokens()).toContain(stored);
    }
  });
});
