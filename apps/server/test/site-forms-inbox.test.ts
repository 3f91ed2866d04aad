import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postForm, publishedFormSite, VALID_SUBMISSION } from './support/form-fixtures.js';
import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let guestTeam: Awaited<ReturnType<typeof projectTeam>>;
let site: Awaited<ReturnType<typeof publishedFormSite>>;

beforeAll(async () => {
  t = await startTestApp();
  guestTeam = await projectTeam(t, 'guest');
  site = await publishedFormSite(t, {
    projectId: guestTeam.project.id,
    userId: guestTeam.owner.userId,
    token: guestTeam.owner.token,
  });
  const senders = [
    { ...VALID_SUBMISSION, name: 'Ada Lovelace', email: 'ada@example.com', message: 'A 100% new website' },
    { ...VALID_SUBMISSION, name: 'Grace Hopper', email: 'grace@example.com', message: '=HYPERLINK("x") "quoted"' },
  ];
  for (const [n, fields] of senders.entries()) {
    const reply = await postForm(t, site.host, 'contact', fields, { address: `203.0.113.${n + 50}` });
    expect(reply.statusCode, reply.body).toBe(303);
  }
}, 180_000);
afterAll(() => t.close());

const inbox = (token: string, query = '') =>
  t.call({ method: 'GET', url: `/builder-api/site/${site.website.uuid}/form-submissions${query}`, token });

describe('the form inbox of a site', () => {
  it('lists submissions newest first with the unread count, the forms and the month against the limit', async () => {
    const reply = await inbox(guestTeam.owner.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = reply.json().data;
    expect(data.submissions.map((row: { fields: Array<{ value: string }> }) => row.fields[0]!.value)).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    expect(data).toMatchObject({
      name: site.website.name,
      unread: 2,
      next_cursor: null,
      forms: [{ key: 'contact', name: 'Contact' }],
      month: { submissions: 2, limit: 100, refused: 0 },
    });
  });

  it('searches any value, case-insensitively, `%` as a letter', async () => {
    const grace = (await inbox(guestTeam.owner.token, '?q=GRACE')).json().data.submissions;
    expect(grace).toHaveLength(1);
    expect((await inbox(guestTeam.owner.token, '?q=100%25')).json().data.submissions).toHaveLength(1);
    expect((await inbox(guestTeam.owner.token, '?q=%25%25')).json().data.submissions).toHaveLength(0);
    const tooLong = await inbox(guestTeam.owner.token, `?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('is read by a guest of the project, who may mark read but not delete; a stranger hears 404', async () => {
    const [first] = (await inbox(guestTeam.member.token)).json().data.submissions;
    const url = `/builder-api/site/${site.website.uuid}/form-submissions/${first.id}`;
    const marked = await t.call({ method: 'PATCH', url, token: guestTeam.member.token, body: { read: true } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.read).toBe(true);
    expect((await inbox(guestTeam.member.token, '?unread=true')).json().data.submissions).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url, token: guestTeam.member.token })).statusCode).toBe(403);
    expect((await inbox(guestTeam.stranger.token)).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url, token: guestTeam.stranger.token })).statusCode).toBe(404);
    const bad = await t.call({ method: 'PATCH', url, token: guestTeam.owner.token, body: { read: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });

  it('exports CSV with formulas defused and quotes doubled', async () => {
    const reply = await t.call({
      method: 'GET',
      url: `/builder-api/site/${site.website.uuid}/form-submissions.csv`,
      token: guestTeam.member.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Form","Read","Page","Your name","E-mail","Topic","Message","I agree to be contacted"',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") ""quoted"""`);
    const stranger = await t.call({
      method: 'GET',
      url: `/builder-api/site/${site.website.uuid}/form-submissions.csv`,
      token: guestTeam.stranger.token,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('deletes a submission for the owner; one of another site is a 404', async () => {
    const [first] = (await inbox(guestTeam.owner.token)).json().data.submissions;
    const url = `/builder-api/site/${site.website.uuid}/form-submissions/${first.id}`;
    expect((await t.call({ method: 'DELETE', url, token: guestTeam.owner.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url, token: guestTeam.owner.token })).statusCode).toBe(404);
    const other = await publishedFormSite(t, {
      projectId: guestTeam.project.id,
      userId: guestTeam.owner.userId,
      token: guestTeam.owner.token,
    });
    const [second] = (await inbox(guestTeam.owner.token)).json().data.submissions;
    const across = `/builder-api/site/${other.website.uuid}/form-submissions/${second.id}`;
    expect((await t.call({ method: 'DELETE', url: across, token: guestTeam.owner.token })).statusCode).toBe(404);
    expect((await inbox(guestTeam.owner.token)).json().data.submissions).toHaveLength(1);
  });
});
