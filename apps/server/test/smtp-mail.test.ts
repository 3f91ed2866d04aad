import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MailTransport, OutgoingMail } from '../src/adapters/mail/mail-transport.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { registration, uniqueAddress } from './support/accounts.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Undoes quoted-printable soft line breaks and escapes, so a long link reads whole again. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('with SMTP_URL', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Aerie <no-reply@aerie.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('delivers the verification e-mail over SMTP', async () => {
    const body = registration();
    expect(
      (await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() })).statusCode,
    ).toBe(200);

    const mail = await waitFor(
      'the verification e-mail',
      () => sink.received.find((item) => item.to.includes(body.email)),
      10_000,
    );
    expect(mail.to).toEqual([body.email]);
    expect(mail.from).toBe('no-reply@aerie.test');
    expect(mail.raw).toMatch(/^Subject: Verify your Aerie account\r?$/m);
    expect(decodeQuotedPrintable(mail.raw)).toMatch(/http:\/\/aerie\.test\/verify\/[A-Za-z0-9_-]{43}/);

    const [row] = await t.runtime.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    await waitFor(
      'the outbox row to be marked sent',
      async () => {
        const [current] = await t.runtime.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
        return current?.status === 'sent' ? current : undefined;
      },
      5_000,
    );
  });

  it('has no development inbox', async () => {
    for (const url of ['/dev/mail.json', '/dev/mail']) {
      const reply = await t.call({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ success: false, error: 'not_found', message: `No route for GET ${url}.` });
    }
  });
});

describe('when the mail server fails once', () => {
  const attempts: OutgoingMail[] = [];
  const flaky: MailTransport = {
    name: 'flaky',
    async send(mail) {
      attempts.push(mail);
      if (attempts.length === 1) throw new Error('421 Service not available, try again later');
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    // The first retry waits a second here instead of the queue's 5 s (then 1–2 s with the backoff's jitter).
    t = await startTestApp({ mailTransport: flaky, env: { JOB_RETRY_DELAY_SECONDS: '1' } });
  });
  afterAll(() => t?.close());

  it('retries until the e-mail is sent', { timeout: 60_000 }, async () => {
    const body = registration();
    expect(
      (await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() })).statusCode,
    ).toBe(200);
    const rowOf = async () =>
      (await t.runtime.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email)))[0];

    const failed = await waitFor(
      'the first attempt to fail',
      async () => {
        const row = await rowOf();
        return row && row.attempts === 1 ? row : undefined;
      },
      10_000,
    );
    expect(failed).toMatchObject({
      status: 'queued',
      lastError: expect.stringContaining('421 Service not available'),
      sentAt: null,
    });

    const sent = await waitFor(
      'the retry to succeed',
      async () => {
        const row = await rowOf();
        return row?.status === 'sent' ? row : undefined;
      },
      50_000,
    );
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, sentAt: expect.any(Date) });
    expect(attempts.map((mail) => [mail.to, mail.subject])).toEqual([
      [body.email, 'Verify your Aerie account'],
      [body.email, 'Verify your Aerie account'],
    ]);
  });
});
