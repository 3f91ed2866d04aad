import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents, formSubmissions, tasks } from '../src/db/schema/index.js';
import { contactFormHtml, postForm, publishedFormSite, VALID_SUBMISSION } from './support/form-fixtures.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { visit } from './support/website-fixtures.js';

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
let addresses = 0;
/** Each test posts from addresses of its own, so the per-address limit is only met where a test means it. */
const freshAddress = () => `198.51.100.${(addresses += 1)}`;

beforeAll(async () => {
  t = await startTestApp();
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});
afterAll(() => t.close());

const site = (formHtml?: string) =>
  publishedFormSite(t, { projectId, userId: owner.userId, token: owner.token, formHtml });
const stored = (websiteId: number) =>
  t.runtime.ctx.db.select().from(formSubmissions).where(eq(formSubmissions.websiteId, websiteId));

describe('a published site’s form', () => {
  it('is a plain form posting to the site’s own origin, allowed by the CSP', async () => {
    const { host } = await site();
    const home = await visit(t, host);
    expect(home.body).toContain('<form data-form-name="Contact"');
    expect(home.body).toContain('action="/_forms/contact" method="post"');
    expect(home.body).not.toContain('<script');
    expect(home.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('stores a valid submission, answers 303 to the thank-you page in the site’s look, and emits form.submitted', async () => {
    const { website, host } = await site();
    const reply = await postForm(t, host, 'contact', VALID_SUBMISSION, { address: freshAddress() });
    expect(reply.statusCode, reply.body).toBe(303);
    expect(reply.headers.location).toBe('/_forms/contact/thanks');
    const thanks = await visit(t, host, '/_forms/contact/thanks');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thanks, we will write back.');
    expect(thanks.body).toMatch(/<link rel="stylesheet" href="\/site\.[0-9a-f]{16}\.css">/);
    expect(thanks.body).not.toContain('<script');
    const [row] = await stored(website.id);
    expect(row).toMatchObject({ formKey: 'contact', formName: 'Contact', read: false, pagePath: '/' });
    expect(row!.fields).toEqual([
      { name: 'name', label: 'Your name', value: 'Ada Lovelace' },
      { name: 'email', label: 'E-mail', value: 'ada@example.com' },
      { name: 'topic', label: 'Topic', value: 'web' },
      { name: 'message', label: 'Message', value: 'Please call me back.' },
      { name: 'consent', label: 'I agree to be contacted', value: 'Yes' },
    ]);
    const events = await t.runtime.ctx.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.name, 'form.submitted'), eq(domainEvents.projectId, projectId)));
    expect(events.map((event) => event.data)).toContainEqual({
      websiteId: website.id,
      websiteUuid: website.uuid,
      name: website.name,
      form: 'Contact',
      submissionId: row!.id,
      createsTask: false,
    });
  });

  it('makes a task on the board with the submission when the form asks, and goes to the form’s page', async () => {
    const { website, host } = await site(contactFormHtml({ task: true, redirect: '/about--0', name: 'Leads' }));
    const reply = await postForm(t, host, 'leads', VALID_SUBMISSION, { address: freshAddress() });
    expect(reply.statusCode, reply.body).toBe(303);
    expect(reply.headers.location).toBe('/about--0');
    expect(await stored(website.id)).toHaveLength(1);
    // The tasks domain makes it from the form.submitted event, after the submission's transaction.
    let task: typeof tasks.$inferSelect | undefined;
    for (let tries = 0; !task && tries < 100; tries += 1) {
      const board = await t.runtime.ctx.db.select().from(tasks).where(eq(tasks.projectId, projectId));
      task = board.find((row) => row.title === 'Leads: ada@example.com');
      if (!task) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(task?.description).toContain('Message: Please call me back.');
    expect(task?.createdById).toBeNull();
  });

  it('answers a honeypot submission exactly like a success and stores nothing', async () => {
    const { website, host } = await site();
    const bot = await postForm(
      t,
      host,
      'contact',
      { ...VALID_SUBMISSION, _website: 'http://spam.example' },
      {
        address: freshAddress(),
      },
    );
    const person = await postForm(t, host, 'contact', VALID_SUBMISSION, { address: freshAddress() });
    expect(bot.statusCode).toBe(person.statusCode);
    expect(bot.headers.location).toBe(person.headers.location);
    expect(bot.body).toBe(person.body);
    expect(await stored(website.id)).toHaveLength(1);
  });

  it('refuses bad input with a clear page and the right status, never a 500, storing nothing', async () => {
    const { website, host } = await site();
    const other = await site(contactFormHtml({ name: 'Elsewhere' }));
    const cases: Array<{
      fields: Record<string, string> | string;
      status: number;
      says: string;
      type?: string;
      key?: string;
    }> = [
      {
        fields: { ...VALID_SUBMISSION, email: 'not-an-address' },
        status: 400,
        says: 'E-mail is not an e-mail address',
      },
      { fields: { ...VALID_SUBMISSION, name: '' }, status: 400, says: 'Please fill in: Your name' },
      { fields: { ...VALID_SUBMISSION, consent: '' }, status: 400, says: 'I agree to be contacted' },
      { fields: { ...VALID_SUBMISSION, topic: 'free text' }, status: 400, says: 'Topic is not one of its choices' },
      { fields: { ...VALID_SUBMISSION, name: 'Ada\u0000' }, status: 400, says: 'cannot be stored' },
      { fields: `${new URLSearchParams(VALID_SUBMISSION)}&name=%00`, status: 400, says: 'cannot be stored' },
      { fields: Array.from({ length: 10_000 }, () => 'f=x').join('&'), status: 400, says: 'too many fields' },
      { fields: `message=${'a'.repeat(1_000_000)}`, status: 413, says: 'too much text' },
      { fields: { ...VALID_SUBMISSION, message: 'a'.repeat(6_000) }, status: 400, says: 'at most 5000 characters' },
      { fields: 'x', status: 415, says: 'plain form posts only', type: 'multipart/form-data; boundary=x' },
      { fields: '{}', status: 415, says: 'plain form posts only', type: 'application/json' },
      // A form of another site, and one that was never published, are not forms of this site.
      { fields: VALID_SUBMISSION, status: 404, says: 'There is no form here', key: 'elsewhere' },
      { fields: VALID_SUBMISSION, status: 404, says: 'There is no form here', key: 'nothing' },
      { fields: VALID_SUBMISSION, status: 404, says: 'There is no form here', key: '..%2f..%2fetc' },
    ];
    for (const { fields, status, says, type, key } of cases) {
      const reply = await postForm(t, host, key ?? 'contact', fields, { address: freshAddress(), contentType: type });
      expect(reply.statusCode, `${status} ${says}: ${reply.body.slice(0, 300)}`).toBe(status);
      expect(reply.body).toContain(says);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(await stored(website.id)).toHaveLength(0);
    expect(await stored(other.website.id)).toHaveLength(0);
  });

  it('limits submissions per address (429 with Retry-After) and stores none over it', async () => {
    const { website, host } = await site();
    const address = freshAddress();
    for (let n = 0; n < 5; n += 1) {
      expect((await postForm(t, host, 'contact', VALID_SUBMISSION, { address })).statusCode).toBe(303);
    }
    const over = await postForm(t, host, 'contact', VALID_SUBMISSION, { address });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body).toContain('Too many messages');
    expect(await stored(website.id)).toHaveLength(5);
  });

  it('has no thank-you page for a form the site does not have', async () => {
    const { host } = await site();
    expect((await visit(t, host, '/_forms/nothing/thanks')).statusCode).toBe(404);
  });
});
