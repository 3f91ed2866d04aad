import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { mailOutbox, websites, type WebsiteRow } from '../src/db/schema/index.js';
import { runBillingCycle } from '../src/modules/billing/billing-cycle.js';
import { payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import {
  accountWithWorkspace,
  createProject,
  joinWorkspace,
  type Account,
  type WorkspaceRef,
} from './support/project-fixtures.js';
import { createTestClock, type TestClock } from './support/test-clock.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

let t: TestApp;
let clock: TestClock;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  clock = createTestClock();
  t = await startTestApp({ clock });
});
afterAll(() => t.close());
// A workspace of its own for each test, so that the cycles (run for it alone) meet only this test's sites.
beforeEach(async () => {
  clock.set(Date.now());
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});

const call = (action: 'cancel' | 'resume', uuid: string, token = owner.token) =>
  t.call({ method: 'POST', url: `/builder-api/site/${uuid}/plan/${action}`, token });
const row = async (id: number) => (await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, id)))[0]!;
const cycleAt = (at: number) => runBillingCycle(t.runtime.ctx, { now: new Date(at), workspaceId: owner.workspace.id });

async function buySitePlan(uuid: string) {
  const started = await t.call({
    method: 'POST',
    url: '/api/transactions/initialize',
    token: owner.token,
    body: { type: 'website', plan_id: 'site-basic', website_id: uuid, business_id: owner.workspace.id },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { reference } = started.json().data;
  const { transactionId } = await payAtSandbox(t, reference);
  const verified = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
  expect(verified.statusCode, verified.body).toBe(200);
}

/** A published site on the paid site plan, served on a verified custom domain (verification is website-domains.test.ts's). */
async function siteOnItsDomain(): Promise<{ website: WebsiteRow; domain: string; end: number }> {
  const website = await insertWebsite(t, { projectId, userId: owner.userId });
  expect((await publish(t, owner.token, website.uuid, website.revision)).statusCode).toBe(200);
  await buySitePlan(website.uuid);
  const domain = `www.${website.subdomain}.example`;
  await t.runtime.ctx.db
    .update(websites)
    .set({ customDomain: domain, domainToken: 'test', domainVerifiedAt: new Date() })
    .where(eq(websites.id, website.id));
  await t.runtime.liveSites.customDomains.refresh();
  t.runtime.liveSites.invalidate(website.id);
  expect((await visit(t, domain)).statusCode).toBe(200);
  return { website, domain, end: (await row(website.id)).planPaidUntil!.getTime() };
}

describe('cancelling a site plan', () => {
  it('keeps the custom domain until the period ends; then the site stays on its subdomain and the domain is kept, unserved', async () => {
    const { website, domain, end } = await siteOnItsDomain();
    const cancelled = await call('cancel', website.uuid);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      plan: 'site-basic',
      plan_cancel_at_period_end: true,
      plan_paid_until: new Date(end).toISOString(),
      custom_domain: domain,
      custom_domain_suspended: false,
    });
    expect(cancelled.json().message).toContain('keeps working until');

    await cycleAt(end - MINUTE);
    expect((await visit(t, domain)).statusCode).toBe(200);
    expect((await row(website.id)).plan).toBe('site-basic');

    await cycleAt(end);
    const ended = await row(website.id);
    expect(ended).toMatchObject({ plan: 'free', planCancelAtPeriodEnd: false, customDomain: domain });
    expect(ended.customDomainSuspendedAt).not.toBeNull();
    expect(t.runtime.liveSites.customDomains.has(domain)).toBe(false);
    expect((await visit(t, domain)).body).not.toContain(`canonical" href="http://${domain}/"`);
    const sub = await visit(t, `${website.subdomain}.${SITES_HOST}`);
    expect(sub.statusCode).toBe(200);
    expect(sub.body).toContain(`<link rel="canonical" href="http://${website.subdomain}.`);

    // Buying the plan again brings the domain back (other processes within their 30 s refresh).
    clock.set(end + DAY);
    await buySitePlan(website.uuid);
    expect(await row(website.id)).toMatchObject({
      plan: 'site-basic',
      customDomainSuspendedAt: null,
      customDomain: domain,
    });
    await t.runtime.liveSites.customDomains.refresh();
    expect(t.runtime.liveSites.customDomains.has(domain)).toBe(true);
    expect((await visit(t, domain)).statusCode).toBe(200);
  });

  it('is undone by resuming before the period ends: the plan carries on and the domain keeps serving', async () => {
    const { website, domain, end } = await siteOnItsDomain();
    expect((await call('cancel', website.uuid)).statusCode).toBe(200);
    clock.set(end - DAY);
    const resumed = await call('resume', website.uuid);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({ plan_cancel_at_period_end: false });
    expect(resumed.json().message).toContain('paid until');
    await cycleAt(end + MINUTE);
    expect(await row(website.id)).toMatchObject({ plan: 'site-basic', customDomainSuspendedAt: null });
    expect(t.runtime.liveSites.customDomains.has(domain)).toBe(true);
  });

  it('refuses a site with no running plan, a period already over, and a member who does not pay', async () => {
    const free = await insertWebsite(t, { projectId, userId: owner.userId });
    const refused = await call('cancel', free.uuid);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain('no paid site plan');

    const { website, end } = await siteOnItsDomain();
    const member = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, member.userId, 'maintainer');
    expect((await call('cancel', website.uuid, member.token)).statusCode).toBe(403);
    const stranger = await accountWithWorkspace(t);
    expect((await call('cancel', website.uuid, stranger.token)).statusCode).toBe(404);

    clock.set(end + MINUTE);
    expect((await call('cancel', website.uuid)).statusCode).toBe(400);
    expect((await call('resume', website.uuid)).statusCode).toBe(400);
  });
});

describe('a site plan neither cancelled nor renewed (issue 25)', () => {
  const mails = (subject: string) =>
    t.runtime.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), like(mailOutbox.subject, subject)));

  it('reminds once 3 days before, keeps the domain through a 7-day grace, then ends once as a cancelled one does', async () => {
    const { website, domain, end } = await siteOnItsDomain();
    await cycleAt(end - 3 * DAY - MINUTE);
    expect(await mails('Renew your % site plan for %')).toHaveLength(0);
    await cycleAt(end - 3 * DAY + MINUTE);
    await cycleAt(end - DAY);
    const reminders = await mails('Renew your % site plan for %');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`${domain} stops serving it (the domain stays saved)`);

    await cycleAt(end + 7 * DAY - MINUTE);
    expect(await row(website.id)).toMatchObject({ plan: 'site-basic', customDomainSuspendedAt: null });
    expect((await visit(t, domain)).statusCode).toBe(200);

    await cycleAt(end + 7 * DAY + MINUTE);
    await cycleAt(end + 8 * DAY);
    const ended = await row(website.id);
    expect(ended).toMatchObject({ plan: 'free', customDomain: domain, planRenewalRemindedAt: null });
    expect(ended.customDomainSuspendedAt).toEqual(new Date(end + 7 * DAY + MINUTE));
    expect(t.runtime.liveSites.customDomains.has(domain)).toBe(false);
    expect((await visit(t, `${website.subdomain}.${SITES_HOST}`)).statusCode).toBe(200);
    const endings = await mails('The site plan of % has ended');
    expect(endings).toHaveLength(1);
    expect(endings[0]!.text).toContain(`${domain} no longer serves it. The domain stays saved`);
  });

  it('is reset by renewing before the end: the next period is reminded again, and nothing ends', async () => {
    const { website, domain, end } = await siteOnItsDomain();
    await cycleAt(end - 2 * DAY);
    expect((await row(website.id)).planRenewalRemindedAt).not.toBeNull();
    clock.set(end - DAY);
    await buySitePlan(website.uuid);
    const renewed = await row(website.id);
    expect(renewed.planRenewalRemindedAt).toBeNull();
    expect(renewed.planPaidUntil!.getTime()).toBeGreaterThan(end + 27 * DAY);

    await cycleAt(end + 8 * DAY);
    expect(await row(website.id)).toMatchObject({ plan: 'site-basic', customDomainSuspendedAt: null });
    expect(t.runtime.liveSites.customDomains.has(domain)).toBe(true);
    expect(await mails('Renew your % site plan for %')).toHaveLength(1);
    await cycleAt(renewed.planPaidUntil!.getTime() - 2 * DAY);
    expect(await mails('Renew your % site plan for %')).toHaveLength(2);
    expect(await mails('The site plan of % has ended')).toHaveLength(0);
  });

  it('sends no reminder for a cancelled plan, which ends at its period end', async () => {
    const { website, end } = await siteOnItsDomain();
    expect((await call('cancel', website.uuid)).statusCode).toBe(200);
    await cycleAt(end - DAY);
    await cycleAt(end);
    expect((await row(website.id)).plan).toBe('free');
    expect(await mails('Renew your % site plan for %')).toHaveLength(0);
    expect(await mails('The site plan of % has ended')).toHaveLength(0);
  });
});
