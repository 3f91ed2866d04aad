import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { startAerieProcess, type AerieProcess } from './support/aerie-process.js';
import { queueMails } from './support/outside-queue.js';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';

const serverUrl = process.env.DATABASE_URL;

interface Answer {
  path: string;
  status: number;
  error?: string;
  retryAfter: string | null;
}

/** Requests that read the database on every call: the health check and a token lookup. */
const PATHS = ['/healthz', '/api/users/current-user'];

async function ask(base: string, path: string): Promise<Answer | null> {
  try {
    const reply = await fetch(`${base}${path}`, { headers: { authorization: 'Bearer not-a-session-token' } });
    const body = (await reply.json().catch(() => ({}))) as { error?: string };
    return { path, status: reply.status, error: body.error, retryAfter: reply.headers.get('retry-after') };
  } catch {
    return null;
  }
}

/**
 * A steady load: a few clients asking one after another until stopped. Each answer is kept with the
 * phase it started and ended in, so only answers wholly inside one phase are judged by that phase. A phase
 * lasts a number of answers, not of seconds: the same sample on a fast machine and a slow one.
 */
function steadyLoad(base: string, phase: () => string) {
  const answers: Array<Answer & { phase: string }> = [];
  let running = true;
  const client = async () => {
    for (let turn = 0; running; turn += 1) {
      const before = phase();
      const answer = await ask(base, PATHS[turn % PATHS.length]!);
      if (answer && phase() === before) answers.push({ ...answer, phase: before });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const clients = Promise.all([client(), client(), client()]);
  const inPhase = (name: string) => answers.filter((answer) => answer.phase === name);
  return {
    answers,
    inPhase,
    /** Resolves once `count` answers have started and ended in phase `name`. */
    async collect(name: string, count: number) {
      await expect.poll(() => inPhase(name).length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(count);
    },
    async stop() {
      running = false;
      await clients;
    },
  };
}

// Stopping PostgreSQL needs a cluster of the test's own (initdb, pg_ctl), so this runs where PostgreSQL is
// installed: the PostgreSQL pass of `npm test` (DATABASE_URL set). PGlite lives inside the process.
describe.skipIf(!serverUrl || !postgresBinDir())('PostgreSQL restarted under load', () => {
  let cluster: PrivatePostgres;
  let aerie: AerieProcess;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    aerie = await startAerieProcess({ databaseUrl: cluster.url, env: { LOG_LEVEL: 'fatal' } });
  }, 120_000);
  afterAll(async () => {
    await aerie?.kill();
    await cluster?.destroy();
  }, 60_000);

  it('answers 503 unavailable with Retry-After while it is down, and 2xx/4xx again once it is back', async () => {
    let phase = 'up';
    const load = steadyLoad(aerie.url!, () => phase);
    try {
      await load.collect('up', 30);
      phase = 'stopping';
      await cluster.stop();
      phase = 'down';
      await load.collect('down', 60);
      phase = 'starting';
      await cluster.start();
      phase = 'back';
      // The pool opens new connections on the next query: wait for the first good answer, then watch.
      await expect
        .poll(async () => (await ask(aerie.url!, '/healthz'))?.status, { timeout: 30_000, interval: 200 })
        .toBe(200);
      phase = 'serving';
      await load.collect('serving', 30);
    } finally {
      await load.stop();
    }

    const { inPhase } = load;
    // Before and after: the health check is 200 and the unknown token 401 — the same process, not restarted.
    for (const name of ['up', 'serving']) {
      expect(inPhase(name).length).toBeGreaterThan(0);
      for (const answer of inPhase(name)) {
        expect(answer.status).toBe(answer.path === '/healthz' ? 200 : 401);
      }
    }
    // While it is down: every answer says so, with when to try again.
    expect(inPhase('down').length).toBeGreaterThan(0);
    for (const answer of inPhase('down')) {
      expect(answer).toMatchObject({ status: 503, error: 'unavailable', retryAfter: '5' });
    }
    // Never a 500, not even while the connections were being cut.
    expect(load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    expect(aerie.alive()).toBe(true);
  }, 180_000);

  it('runs jobs again after the restart: a queued e-mail is delivered by the same worker', async () => {
    const handle = await openDatabase({ databaseUrl: cluster.url, dataDir: null });
    try {
      await queueMails(handle, 'after-restart@example.com', ['Back']);
      const status = async () =>
        (
          await handle.db
            .select({ status: mailOutbox.status })
            .from(mailOutbox)
            .where(eq(mailOutbox.to, 'after-restart@example.com'))
        )[0]?.status;
      await expect.poll(status, { timeout: 60_000, interval: 250 }).toBe('sent');
      expect(aerie.alive()).toBe(true);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
