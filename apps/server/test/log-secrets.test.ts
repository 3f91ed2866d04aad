import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestLinkToken, registration, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
// issue 12: servers
import { projectTeam } from './support/project-fixtures.js';
import { connectBody } from './support/server-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { startSshd, type TestSshd } from './support/sshd.js';

/** Every line the app logs, as written. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream: capture });
});
afterAll(() => t.close());

const since = (start: number) => lines.slice(start).join('\n');

describe('request logs', () => {
  it('never carry e-mailed link tokens, in API paths, app pages or query strings', async () => {
    const body = registration();
    await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
    const verifyToken = await latestLinkToken(t, body.email, '/verify/');
    const madeUp = 'Zq3'.repeat(14); // the shape of a real token, so every route takes it to its handler
    const start = lines.length;

    const urls = [
      `/api/api/user/verify/${verifyToken}`,
      `/api/invitations/token/${madeUp}`,
      `/verify/${madeUp}`,
      `/password/${madeUp}`,
      `/invitation?token=${madeUp}&from=mail`,
    ];
    for (const url of urls) await t.call({ method: 'GET', url });

    const logged = since(start);
    expect(logged).not.toContain(verifyToken);
    expect(logged).not.toContain(madeUp);
    // The lines are still there, with the token's place marked.
    const loggedUrls = lines
      .slice(start)
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(loggedUrls).toEqual([
      '/api/api/user/verify/[redacted]',
      '/api/invitations/token/[redacted]',
      '/verify/[redacted]',
      '/password/[redacted]',
      '/invitation?token=[redacted]&from=mail',
    ]);
  });
});

describe('error logs', () => {
  it('name the failing query but never its parameters (for register: the hash, e-mail and phone)', async () => {
    // A constraint every new account breaks: the insert fails inside PostgreSQL, as a real fault would.
    await t.runtime.ctx.db.execute(
      sql`alter table users add constraint refuse_everyone check (length(password_hash) < 0) not valid`,
    );
    try {
      const body = registration({ phone: '+44 7700 900987' });
      const start = lines.length;
      const reply = await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
      expect(reply.statusCode).toBe(500);

      const logged = since(start);
      const failure = lines.slice(start).find((line) => line.includes('request failed'));
      expect(failure, logged).toBeDefined();
      expect(failure).toContain('insert into \\"users\\"');
      expect(failure).toContain('refuse_everyone');
      for (const secret of [body.email, body.phone, '$argon2id', body.password]) expect(logged).not.toContain(secret);
    } finally {
      await t.runtime.ctx.db.execute(sql`alter table users drop constraint refuse_everyone`);
    }
  });
});

// issue 12: servers
describe('server credentials', () => {
  let sshd: TestSshd;
  beforeAll(async () => {
    sshd = await startSshd();
  });
  afterAll(() => sshd?.stop());

  it('never reach a log line, whether the connect succeeds or fails', async () => {
    const { owner, project } = await projectTeam(t);
    const stranger = ed25519KeyPair();
    const wrongPassword = 'Wrong-password-in-a-log-7';
    const start = lines.length;
    const bodies = [
      connectBody(sshd, project.u_id),
      connectBody(sshd, project.u_id, { ssh: stranger.private }),
      connectBody(sshd, project.u_id, { ssh: undefined, password: wrongPassword }),
      connectBody(sshd, project.u_id, { ssh: `${stranger.private.slice(0, 200)}garbled` }),
      ...(sshd.password ? [connectBody(sshd, project.u_id, { ssh: undefined, password: sshd.password })] : []),
    ];
    const replies = [];
    for (const body of bodies) {
      replies.push(
        await t.call({ method: 'POST', url: `/api/falcons/add/${owner.workspace.slug}`, token: owner.token, body }),
      );
    }
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 400, 400, 400, ...(sshd.password ? [200] : [])]);

    const logged = since(start);
    expect(logged).toContain('/api/falcons/add/');
    const secrets = [
      ...sshd.clientKey.privateKey.split('\n').slice(1, -2),
      ...stranger.private.split('\n').slice(1, -2),
      wrongPassword,
      ...(sshd.password ? [sshd.password] : []),
    ].filter((secret) => secret.length > 8);
    for (const secret of secrets) {
      expect(logged).not.toContain(secret);
      for (const reply of replies) expect(reply.body).not.toContain(secret);
    }
  });
});
