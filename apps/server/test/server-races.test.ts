import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sshAccessEntries } from '../src/db/schema/index.js';
import { createProject, projectTeam } from './support/project-fixtures.js';
import { addSshUser, authorizedKeyLines, connectBody, connectServer } from './support/server-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races on SSH users. PGlite runs one transaction at a time, so these interleavings cannot happen there:
 * the file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 4;

describe.runIf(process.env.DATABASE_URL)('races on SSH users (PostgreSQL)', () => {
  let t: TestApp;
  let sshd: TestSshd;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  beforeAll(async () => {
    [t, sshd] = await Promise.all([startTestApp(), startSshd()]);
    team = await projectTeam(t, 'maintainer');
  });
  afterAll(async () => {
    await Promise.all([t?.close(), sshd?.stop()]);
  });

  async function connected() {
    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Races' });
    const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, connectBody(sshd, project.u_id));
    return { server, projectUid: project.u_id };
  }
  const blobOf = (publicKey: string) => publicKey.split(' ')[1]!;

  it('gives one key added twice at once one row and one authorized_keys line; the other call hears 409', async () => {
    const { server, projectUid } = await connected();
    for (let round = 0; round < ROUNDS; round += 1) {
      const key = ed25519KeyPair();
      const replies = await Promise.all(
        [team.owner.token, team.member.token, team.owner.token].map((token, index) =>
          t.call({
            method: 'POST',
            url: '/api/falcons/access/add',
            token,
            body: { name: `Racer ${index}`, access: key.public, falcon_id: server.id, project_id: projectUid },
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 409, 409]);
      const rows = await t.runtime.ctx.db
        .select()
        .from(sshAccessEntries)
        .where(eq(sshAccessEntries.serverId, server.id));
      expect(rows.filter((row) => row.publicKey === key.public)).toHaveLength(1);
      const lines = (await authorizedKeyLines(sshd)).filter((line) => line.includes(blobOf(key.public)));
      expect(lines).toEqual([`${key.public} aerie:${rows.find((row) => row.publicKey === key.public)!.slug}`]);
    }
  });

  it('deletes a server asked for twice at once once: one 200, one 404, one delete in its logs', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { server, projectUid } = await connected();
      const replies = await Promise.all(
        [0, 1].map(() => t.call({ method: 'DELETE', url: `/api/falcon/${server.slug}`, token: team.owner.token })),
      );
      expect(replies.map((reply) => reply.statusCode).sort(), replies.map((reply) => reply.body).join('\n')).toEqual([
        200, 404,
      ]);
      const logs = await t.call({ method: 'GET', url: `/api/falcons/logs/${projectUid}`, token: team.owner.token });
      const actions = logs.json().data.data.map((log: { action: string }) => log.action);
      expect(actions).toEqual(['delete', 'connect']);
    }
  });

  it('deletes one SSH user asked for twice at once once: one 200, one 404, and its line is gone', async () => {
    const { server, projectUid } = await connected();
    for (let round = 0; round < ROUNDS; round += 1) {
      const key = ed25519KeyPair();
      const entry = await addSshUser(t, team.owner.token, {
        name: `Doomed ${round}`,
        access: key.public,
        falcon_id: server.id,
        project_id: projectUid,
      });
      const replies = await Promise.all(
        [0, 1].map(() =>
          t.call({ method: 'DELETE', url: `/api/falcons/access/${entry.slug}`, token: team.owner.token }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort(), replies.map((reply) => reply.body).join('\n')).toEqual([
        200, 404,
      ]);
      expect((await authorizedKeyLines(sshd)).filter((line) => line.includes(entry.slug))).toEqual([]);
      const rows = await t.runtime.ctx.db.select().from(sshAccessEntries).where(eq(sshAccessEntries.slug, entry.slug));
      expect(rows).toEqual([]);
    }
  });
});
