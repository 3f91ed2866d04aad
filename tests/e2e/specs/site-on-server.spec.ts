import { expect, test, type APIRequestContext } from '@playwright/test';

import { startLocalDns } from '../../../apps/server/test/support/local-dns';
import { apiData, connectSshdAsServer } from '../support/server-api';
import { startSshd, type TestSshd } from '../../../apps/server/test/support/sshd';
import {
  buyPlan,
  collectConsoleErrors,
  createProject,
  createVerifiedAccount,
  signInWithToken,
  snapBothWidths,
} from '../support/helpers';
import { startServerCaddy, type ServerCaddy } from '../support/server-caddy';

/*
 * Issue 32 § 4, "Done when": a site with a contact form, a verified domain pointed at it, is published to the test
 * sshd server from the builder's Publish menu ("My server"); Caddy there serves it over HTTPS with Pebble's
 * certificate; its contact form, taken from the server's copy and sent as a browser on that page would (Origin: the
 * site's own domain), lands in the site's inbox on Aerie. Then a second publish is a second release, and Roll back
 * puts the first back. The setup that is not this feature goes through the API.
 */

let sshd: TestSshd;
let serverCaddy: ServerCaddy;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
test.beforeAll(async () => {
  // The DNS Aerie asks for the domain's TXT proof (playwright.config.ts starts Aerie with it).
  dns = await startLocalDns(Number(process.env.E2E_DNS_PORT));
  sshd = await startSshd();
  serverCaddy = await startServerCaddy(sshd);
});
test.afterAll(async () => {
  await serverCaddy?.stop();
  await sshd?.stop();
  await dns?.close();
});

type Owner = Awaited<ReturnType<typeof createVerifiedAccount>>;

const CONTACT_FORM = `<form data-form-name="Contact" data-form-success="Thanks, we will write back.">
<label for="f-name">Your name</label><input id="f-name" name="name" type="text" required>
<label for="f-email">E-mail</label><input id="f-email" name="email" type="email" required>
<label for="f-message">Message</label><textarea id="f-message" name="message"></textarea>
<button type="submit">Send</button></form>`;

const siteData = {
  pages: [
    {
      id: 'home',
      name: 'Home',
      title: 'Harbour Lights',
      description: 'Lights for harbours',
      keywords: 'harbour',
      component: `<section class="hero"><h1>Harbour Lights on their own server</h1>${CONTACT_FORM}</section>`,
      styles: '.hero{padding:48px 16px}',
    },
  ],
};

/** The site plan bought at the sandbox's checkout (a custom domain needs one), as pilot-cancel.spec.ts does. */
async function buySitePlan(request: APIRequestContext, owner: Owner, uuid: string) {
  const auth = { authorization: `Bearer ${owner.token}` };
  const started = await request.post('/api/transactions/initialize', {
    headers: auth,
    data: { type: 'website', plan_id: 'site-basic', website_id: uuid, business_id: owner.workspace.id },
  });
  expect(started.status()).toBe(200);
  const reference = (await started.json()).data.reference as string;
  const paid = await request.post(`/sandbox/checkout/${reference}`, {
    form: { card_number: '4242 4242 4242 4242', action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const query = new URL(paid.headers().location!).searchParams;
  const verify = new URLSearchParams({ reference, transaction_id: query.get('transaction_id')! });
  expect((await request.get(`/api/payment-hooks?${verify}`, { headers: auth })).status()).toBe(200);
}

test('a site published to the user’s server is served there over HTTPS, and its contact form still reaches the inbox', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await createVerifiedAccount(request, 'Hana', 'Harbour Lights');
  await buyPlan(request, owner, 'earth');
  const project = await createProject(request, owner, 'Harbour site', 'The harbour site, on our own server.');
  const stamp = Date.now().toString(36);
  const domainName = `harbour-${stamp}.test`;
  const host = `www.${domainName}`;
  const serverName = `Quay ${stamp}`;
  const deployPath = `${sshd.home}/aerie-e2e-site-${stamp}`;
  let uuid = '';

  await test.step('setup through the API: the site with its form, published; its domain verified and pointed', async () => {
    uuid = (
      await apiData<{ uuid: string }>(request, owner, 'post', '/builder-api/createsite', {
        project_uid: project.u_id,
        template: 'blank',
      })
    ).uuid;
    const opened = await apiData<{ revision: number }>(request, owner, 'get', `/builder-api/site/${uuid}`);
    const saved = await apiData<{ revision: number }>(request, owner, 'put', `/builder-api/site/${uuid}/content`, {
      revision: opened.revision,
      project_data: siteData,
    });
    await apiData(request, owner, 'post', `/builder-api/site/${uuid}/publish`, { revision: saved.revision });
    await buySitePlan(request, owner, uuid);
    const domain = await apiData<{ id: number; records: { txt: { name: string; value: string } } }>(
      request,
      owner,
      'post',
      `/api/workspaces/${owner.workspace.slug}/domains`,
      { name: domainName },
    );
    dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
    const verified = await apiData<{ state: string }>(request, owner, 'post', `/api/domains/${domain.id}/verify`);
    expect(verified.state).toBe('verified');
    await apiData(request, owner, 'put', `/api/domains/${domain.id}/hosts`, { host, target: { kind: 'site', uuid } });
    await connectSshdAsServer(request, owner, sshd, {
      name: serverName,
      hostname: 'Harbour box',
      projectUid: project.u_id,
    });
  });

  const errors = collectConsoleErrors(page);
  const panel = page.locator('#publish-options');
  await test.step('Publish → My server: the server and a folder; the site is uploaded and goes live there', async () => {
    await signInWithToken(page, owner, '/dashboard');
    await page.goto(`/website-builder?uid=${project.u_id}&site=${uuid}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('radio', { name: 'My server' }).click();
    await expect(panel.getByText('Each publish is uploaded to a folder on your server')).toBeVisible();
    await panel.getByLabel('Server', { exact: true }).selectOption({ label: serverName });
    await panel.getByLabel('Folder on the server').fill(`${deployPath}/..`);
    await panel.getByRole('button', { name: 'Publish to this server' }).click();
    await expect(panel.getByText(/Folder must be an absolute path/)).toBeVisible();
    // That refusal is the browser console's one 400: the journey's other calls must log nothing.
    errors.length = 0;
    await panel.getByLabel('Folder on the server').fill(deployPath);
    await panel.getByRole('button', { name: 'Publish to this server' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'uploaded to the server now' })).toBeVisible();
    await expect(panel.getByText(/^On the server: release /)).toBeVisible({ timeout: 90_000 });
    await expect(panel.getByRole('link', { name: host })).toBeVisible();
    await snapBothWidths(page, 'site-on-server-live');
  });

  let body = '';
  await test.step('Caddy on the server serves the site under its domain over HTTPS, with Pebble’s certificate', async () => {
    body = await serverCaddy.waitForHttps(host, (text) => text.includes('Harbour Lights on their own server'));
    expect(body).toContain('href="site.css"');
    const missing = await serverCaddy.fetchOverHttps(host, '/no-such-page');
    expect(missing?.status).toBe(404);
    const robots = await serverCaddy.fetchOverHttps(host, '/robots.txt');
    expect(robots?.body).toContain('Sitemap:');
  });

  await test.step('its contact form, sent from the server’s page, lands in the site’s inbox on Aerie', async () => {
    const action = /<form[^>]* action="([^"]+)"/.exec(body)?.[1];
    expect(action).toMatch(/^http:\/\/[a-z0-9-]+\.sites\.localhost:\d+\/_forms\/contact$/);
    const origin = `https://${host}:${serverCaddy.httpsPort}`;
    // `*.localhost` resolves in a browser, not in Node: the post goes to the loopback with the action's Host.
    const target = new URL(action!);
    const loopback = `http://127.0.0.1:${target.port}${target.pathname}`;
    const sent = await request.post(loopback, {
      headers: { host: target.host, origin, referer: `${origin}/` },
      form: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A light for the north pier, please.' },
      maxRedirects: 0,
    });
    expect(sent.status(), await sent.text()).toBe(303);
    expect(sent.headers().location).toBe('/_forms/contact/thanks');
    // Another site's page cannot make its visitors send this form.
    const forged = await request.post(loopback, {
      headers: { host: target.host, origin: 'https://elsewhere.example' },
      form: { name: 'Mallory', email: 'm@example.com', message: 'Spam' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    const inbox = await apiData<{ submissions: Array<{ fields: Array<{ value: string }> }> }>(
      request,
      owner,
      'get',
      `/builder-api/site/${uuid}/form-submissions`,
    );
    const values = inbox.submissions.flatMap((submission) => submission.fields.map((field) => field.value));
    expect(values).toContain('A light for the north pier, please.');
    expect(values).not.toContain('Spam');
  });

  await test.step('a second publish is a second release; Roll back switches the server back to the first', async () => {
    const first = (await panel.getByText(/^On the server: release /).textContent())!.replace(
      /^On the server: release /,
      '',
    );
    await panel.getByRole('button', { name: 'Publish and upload' }).click();
    await expect(
      panel.getByRole('listitem').filter({ hasText: first }).getByRole('button', { name: 'Roll back' }),
    ).toBeVisible({
      timeout: 90_000,
    });
    await expect(panel.getByText(/^On the server: release /)).not.toHaveText(`On the server: release ${first}`);
    await panel.getByRole('button', { name: `Roll back to release ${first}` }).click();
    await expect(panel.getByText(`On the server: release ${first}`)).toBeVisible({ timeout: 60_000 });
    await snapBothWidths(page, 'site-on-server-releases');
    expect(errors).toEqual([]);
  });
});
