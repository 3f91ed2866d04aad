import { chromium } from '@playwright/test';

const APP = 'http://localhost:5191';
const API = 'http://localhost:8141/api';
const SHOTS = '/tmp/shots-projects';
const args = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
async function api(method, path, token, body) {
  const res = await fetch(API + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => ({})) };
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const errors = [];
async function session(email, password, viewport = { width: 1280, height: 860 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${email}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${email}: ${e.message}`));
  await page.goto(APP + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(APP + '/dashboard');
  return { page, token: await page.evaluate(() => localStorage.getItem('token')) };
}

const owner = await session('demo@aerie.dev', 'aerie-demo-2026');
const slug = (await api('GET', '/users/workspaces', owner.token)).json.data[0].slug;
const projects = (await api('GET', `/projects/all/${slug}?per_page=100`, owner.token)).json.projects.data;
const lumen = projects.find((p) => p.name === 'Lumen Events');
const harbour = projects.find((p) => p.name === 'Harbour Coffee');


// 16 more team members so the collaborators list needs a second page.
const team = [];
for (let i = 1; i <= 16; i++) {
  const email = `member${i}@example.com`;
  const inv = await api('POST', '/invitations/invite', owner.token, { email, name: `Member ${i}`, role: 'developer', business_id: 1 });
  if (inv.status !== 200) { console.log('invite', i, inv.status, inv.json.message); break; }
  await new Promise((r) => setTimeout(r, 400));
  const mails = await (await fetch('http://localhost:8141/dev/mail.json')).json();
  const token = mails.find((m) => m.to === email)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  const reg = await api('POST', '/api/user/create', null, { first: `Member`, last: `Number ${i}`, email, phone: '+44 20 7946 0200', account_type: 'Professional', password: 'member-2026', accept_terms: true, invitation_token: token });
  if (reg.status !== 200) { console.log('register', i, reg.status, reg.json.message); break; }
  team.push(email);
}
const teamList = (await api('GET', `/teams/${slug}`, owner.token)).json.data;
for (const member of teamList) {
  if (member.profile.id === 1) continue;
  const r = await api('POST', '/projects/add-member', owner.token, { user_id: member.profile.id, project_id: lumen.id });
  if (r.status !== 200) console.log('add', member.profile.email, r.status, r.json.message);
}
const page = owner.page;
// Select chevron
await owner.page.goto(`${APP}/dashboard/project/${lumen.u_id}/transfer`);
await owner.page.getByLabel('New owner').waitFor();
console.log('select background-image:', await owner.page.getByLabel('New owner').evaluate((el) => getComputedStyle(el).backgroundImage.slice(0, 60)));
await page.goto(`${APP}/dashboard/project/${lumen.u_id}/collaborators`);
await page.getByText(/people have access/).waitFor();
console.log('heading:', await page.getByText(/people have access/).textContent());
console.log('rows on page 1:', await page.locator('tbody tr').count());
await page.screenshot({ path: `${SHOTS}/27-collaborators-many-1280.png`, fullPage: true });
await page.getByRole('button', { name: 'Page 2' }).click();
console.log('rows on page 2:', await page.locator('tbody tr').count());
await page.screenshot({ path: `${SHOTS}/28-collaborators-page2-1280.png`, fullPage: true });
await page.goto(`${APP}/dashboard/project/${lumen.u_id}`);
await page.getByRole('heading', { name: 'Manage Project' }).waitFor();
console.log('preview rows:', await page.locator('ul.divide-y > li').count(), '|', await page.getByText(/members on this project/).textContent());
await page.screenshot({ path: `${SHOTS}/29-detail-many-1280.png`, fullPage: true });

// Phone: direct load on a later tab keeps the active tab in view, no sideways scroll.
const phone = await session('demo@aerie.dev', 'aerie-demo-2026', { width: 375, height: 800 });
for (const tab of ['collaborators', 'transfer']) {
  await phone.page.goto(`${APP}/dashboard/project/${lumen.u_id}/${tab}`);
  await phone.page.locator('nav[aria-label=Project] [aria-current=page]').waitFor();
  await phone.page.waitForTimeout(300);
  const box = await phone.page.locator('nav[aria-label=Project] [aria-current=page]').boundingBox();
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`phone ${tab}: active tab x=${Math.round(box.x)}..${Math.round(box.x + box.width)} overflow=${overflow}`);
  await phone.page.screenshot({ path: `${SHOTS}/30-phone-${tab}-375.png`, fullPage: true });
}
await phone.page.goto(`${APP}/dashboard`);
await phone.page.waitForSelector('[aria-busy="true"]', { state: 'detached' });
await phone.page.screenshot({ path: `${SHOTS}/31-phone-overview-375.png`, fullPage: true });

// The colleague switches workspace: the selector follows the slug.
const mate = await session('colleague@example.com', 'colleague-2026');
await mate.page.goto(`${APP}/dashboard/projects?page=2`);
await mate.page.getByRole('heading', { name: 'Harbour Coffee' }).waitFor();
console.log('new owner delete icons page 2:', await mate.page.getByRole('button', { name: /^Delete / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))));
await mate.page.goto(`${APP}/dashboard`);
await mate.page.getByRole('button', { name: /Workspace: Demo Studio/ }).click();
await mate.page.getByRole('menuitem', { name: "Cole's workspace" }).click();
await mate.page.waitForTimeout(1500);
console.log('after switch selector:', await mate.page.locator('header').getByText('There is no project in this workspace').count() > 0 ? 'no project notice' : 'other');
console.log('after switch total projects card:', await mate.page.locator('section[aria-label="Workspace totals"]').innerText());
await mate.page.screenshot({ path: `${SHOTS}/32-switched-workspace-1280.png`, fullPage: true });

console.log('console errors:', errors);
await browser.close();
