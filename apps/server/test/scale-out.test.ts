import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox } from '../src/db/schema/index.js';
import type { AerieProcess } from './support/aerie-process.js';
import { useAerieProcesses } from './support/crash-harness.js';
import { queueMails } from './support/outside-queue.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';

const serverUrl = process.env.DATABASE_URL;
const MAILS = 30;

// Two processes share one database only on PostgreSQL (PGlite belongs to one process): this runs in the
// PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)('two Aerie processes on one PostgreSQL', () => {
  const aerie = useAerieProcesses(serverUrl!);
  const processes: AerieProcess[] = [];
  let sink: SmtpSink;
  let startedAt: Date;

  beforeAll(async () => {
    // A slow relay (50 ms per message), so both workers are busy at once rather than one taking everything.
    sink = await startSmtpSink({ acceptDelayMs: 50 });
    startedAt = new Date();
    for (const name of ['a', 'b']) {
      const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: `Aerie ${name} <${name}@aerie.test>` };
      processes.push(await aerie.start(env));
    }
  }, 120_000);
  afterAll(async () => {
    await aerie.stopAll();
    await sink?.close();
  }, 60_000);

  it('delivers each of many queued e-mails exactly once between them', async () => {
    const tag = randomBytes(3).toString('hex');
    const subjects = Array.from({ length: MAILS }, (_, index) => `Scale ${tag} ${index}.`);
    await queueMails(aerie.handle, 'many@example.com', subjects);

    const unsent = async () =>
      (
        await aerie.handle.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'many@example.com'))
      ).filter((row) => row.status !== 'sent').length;
    await expect.poll(unsent, { timeout: 90_000, interval: 250 }).toBe(0);

    const counts = subjects.map(
      (subject) => sink.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`)).length,
    );
    expect(counts).toEqual(subjects.map(() => 1));
    // Both workers took part (each process sends under its own MAIL_FROM): the queue was really shared.
    expect(new Set(sink.received.map((mail) => mail.from))).toEqual(new Set(['a@aerie.test', 'b@aerie.test']));
  }, 120_000);

  it('fires each cron schedule once per tick, whichever process holds the clock', async () => {
    // Jobs of two every-minute schedules that both processes hold, counted per minute since they started.
    const ticks = async () =>
      (
        await aerie.handle.pool.query<{ name: string; minute: string; jobs: number }>(
          `select name, date_trunc('minute', created_on)::text as minute, count(*)::int as jobs
           from pgboss.job
           where name in ('expire-store-orders', 'deployment-schedules') and created_on > $1
           group by name, minute order by minute`,
          [startedAt],
        )
      ).rows;
    // Two ticks of each: by the second, both processes have long had their look at the first one.
    const minutesOf = (rows: Awaited<ReturnType<typeof ticks>>, name: string) =>
      rows.filter((row) => row.name === name).length;
    await expect
      .poll(
        async () => {
          const rows = await ticks();
          return Math.min(minutesOf(rows, 'expire-store-orders'), minutesOf(rows, 'deployment-schedules'));
        },
        { timeout: 200_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(2);
    for (const row of await ticks()) expect(row, `${row.name} at ${row.minute}`).toMatchObject({ jobs: 1 });
    for (const one of processes) expect(one.alive()).toBe(true);
  }, 240_000);
});
