import { FORM_SUBMISSIONS_PER_MONTH } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formMonthlyUsage, formSubmissions } from '../src/db/schema/index.js';
import { monthOf } from '../src/modules/websites/forms/take-submission-slot.js';
import { postForm, publishedFormSite, VALID_SUBMISSION } from './support/form-fixtures.js';
import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * The monthly limit of a site's form submissions is a check-then-write: two submissions that both see room for
 * one must not both be stored. PGlite runs one query at a time, so this runs in the PostgreSQL pass (DATABASE_URL
 * set, as in CI), where the posts really run at once.
 */
describe.runIf(process.env.DATABASE_URL)('races on site forms (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  beforeAll(async () => {
    t = await startTestApp();
    team = await projectTeam(t);
  });
  afterAll(() => t.close());

  it('never stores more than the month’s limit, however many submissions arrive at once', async () => {
    const { website, host } = await publishedFormSite(t, {
      projectId: team.project.id,
      userId: team.owner.userId,
      token: team.owner.token,
    });
    const limit = FORM_SUBMISSIONS_PER_MONTH.free;
    const month = monthOf(t.runtime.ctx.clock.now());
    // Three places left in the month: twelve visitors (each from an address of their own) send at once.
    await t.runtime.ctx.db.insert(formMonthlyUsage).values({ websiteId: website.id, month, submissions: limit - 3 });
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        postForm(t, host, 'contact', VALID_SUBMISSION, { address: `192.0.2.${n + 1}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses, replies.map((reply) => reply.body.slice(0, 200)).join('\n')).toEqual([
      ...Array(3).fill(303),
      ...Array(9).fill(429),
    ]);
    const rows = await t.runtime.ctx.db.select().from(formSubmissions).where(eq(formSubmissions.websiteId, website.id));
    expect(rows).toHaveLength(3);
    const [usage] = await t.runtime.ctx.db
      .select()
      .from(formMonthlyUsage)
      .where(and(eq(formMonthlyUsage.websiteId, website.id), eq(formMonthlyUsage.month, month)));
    expect(usage).toMatchObject({ submissions: limit, refused: 9 });
    expect(usage!.limitNoticedAt).not.toBeNull();
  });
});
