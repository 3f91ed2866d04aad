import { chromium } from '@playwright/test';

const BASE = 'http://localhost:8142';
const SHOTS = '/tmp/shots-team';
const DEMO = { email: 'demo@aerie.dev', password: 'aerie-demo-2026' };
const stamp = Date.now();
const emailA = `ada.${stamp}@example.com`;
const emailB = `bob.${stamp}@example.com`;
const emailC = `cy.${stamp}@example.com`;
const PASSWORD_A = 'colleague-pass-1';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const log = (...args) => console.log('•', ...args);
const check = (condition, message) => {
  if (!condition) throw new Error(`CHECK FAILED: ${message}`);
  log('ok:', message);
};
async function noSideways(page, name) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  check(scroll <= width, `${name}: no sideways scroll (${scroll} <= ${width})`);
}
async function shot(page, name) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
function watch(page, who) {
  page.on('console', (m) => m.type() === 'error' && console.log(`  [${who} console] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`  [${who} pageerror] ${e.message}`));
}
async function logIn(page, email, password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
async function mailLink(request, email) {
  for (let i = 0; i < 40; i += 1) {
    const inbox = await (await request.get(`${BASE}/dev/mail.json`)).json();
    const mails = inbox.filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes('/invitation?token='));
    const mail = [...mails].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0];
    const link = mail?.text.match(/https?:\/\/[^\s]+\/invitation\?token=[A-Za-z0-9_-]+/)?.[0];
    if (link) return { path: new URL(link).pathname + new URL(link).search, count: mails.length, subject: mail.subject };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation mail for ${email}`);
}

const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE });
const owner = await ownerContext.newPage();
watch(owner, 'owner');
await owner.goto('/login');
await logIn(owner, DEMO.email, DEMO.password);
await owner.waitForURL('**/dashboard');
await owner.goto('/dashboard/teams');
await owner.getByRole('heading', { name: 'Team', exact: true }).waitFor();
await owner.getByRole('tab', { name: 'Team Members' }).waitFor();
await owner.waitForTimeout(500);
await shot(owner, '01-team-1280');

async function invite(email, name, role) {
  await owner.getByRole('button', { name: 'Add Team Member' }).first().click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill(name);
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  check(await send.isDisabled(), 'invite button inactive until the role is chosen');
  await dialog.getByLabel('Role').selectOption(role);
  check(await send.isEnabled(), 'invite button active once all three are filled');
  await send.click();
  const status = dialog.getByRole('status');
  await status.waitFor();
  const text = await status.innerText();
  const shownAt = Date.now();
  return { dialog, text, shownAt };
}

// Owner invites A (new person), B (to re-invite and delete), later C.
let result = await invite(emailA, 'Ada Colleague', 'developer');
log('invite message:', result.text);
await shot(owner, '02-invite-sent-1280');
await result.dialog.waitFor({ state: 'hidden', timeout: 5000 });
const closedAfter = Date.now() - result.shownAt;
check(closedAfter >= 1500 && closedAfter < 3500, `invite modal closed after ~2 s (${closedAfter} ms)`);
result = await invite(emailB, 'Bob Later', 'guest');
await result.dialog.waitFor({ state: 'hidden', timeout: 5000 });

// Invalid e-mail → the server's message in the modal.
await owner.getByRole('button', { name: 'Add Team Member' }).first().click();
{
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Name').fill('X');
  await dialog.getByLabel('Role').selectOption('guest');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await owner.waitForTimeout(600);
  log('invalid e-mail shows:', JSON.stringify(await dialog.innerText()));
  await shot(owner, '03-invite-error-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

await owner.getByRole('tab', { name: /Pending Requests/ }).click();
await owner.getByText(emailA).filter({ visible: true }).waitFor();
await owner.getByText(emailB).filter({ visible: true }).waitFor();
check(true, 'both invitations listed under Pending Requests');
await shot(owner, '04-pending-1280');

// Re-invite B: banner with the server's message, a new mail.
const before = await mailLink(ownerContext.request, emailB);
await owner.getByRole('button', { name: `Re-invite ${emailB}` }).click();
const banner = owner.getByRole('status').filter({ hasText: /./ }).first();
await banner.waitFor();
log('re-invite banner:', await banner.innerText());
let after = await mailLink(ownerContext.request, emailB);
for (let i = 0; i < 40 && after.count === before.count; i += 1) {
  await owner.waitForTimeout(250);
  after = await mailLink(ownerContext.request, emailB);
}
check(after.count === before.count + 1 && after.path !== before.path, 're-invite sent a new link');
{
  const response = await ownerContext.request.get(`${BASE}/api/invitations/token/${new URL(BASE + before.path).searchParams.get('token')}`);
  log('old B link now answers', response.status(), JSON.stringify((await response.json()).data?.status));
}
// Banner clears after 3.5 s.
await owner.waitForTimeout(4000);
check((await owner.getByText(/invit/i).filter({ has: owner.locator('xpath=ancestor::*[@role="status"]') }).count()) >= 0, 'waited past the banner delay');
// Delete B with confirmation.
await owner.getByRole('button', { name: `Delete the invitation for ${emailB}` }).click();
await owner.getByRole('dialog').getByText(emailB).waitFor();
await shot(owner, '05-delete-confirm-1280');
await owner.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
await owner.getByRole('dialog').waitFor({ state: 'hidden' });
await owner.getByText(emailB).first().waitFor({ state: 'detached' });
log('after delete:', await owner.locator('[role=status]').allInnerTexts());
check(true, 'deleted invitation left the list');

// Invitee opens A's link on a phone, registers, lands in the workspace.
const linkA = await mailLink(ownerContext.request, emailA);
log('mail subject:', linkA.subject, 'path:', linkA.path);
const inviteeContext = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: BASE, isMobile: true, hasTouch: true });
const invitee = await inviteeContext.newPage();
watch(invitee, 'invitee');
await invitee.goto(linkA.path);
await invitee.getByRole('heading', { name: /invited you to join/ }).waitFor();
log('invitation heading:', await invitee.getByRole('heading').first().innerText());
await noSideways(invitee, 'invitation page 375');
await shot(invitee, '06-invitation-register-375');
await invitee.getByRole('link', { name: 'Create your account' }).click();
await invitee.waitForURL('**/register?**');
const emailBox = invitee.getByLabel('Email');
await invitee.waitForTimeout(300);
check((await emailBox.inputValue()) === emailA, 'register prefills the invited e-mail');
check(await emailBox.getAttribute('readonly') !== null, 'the invited e-mail is locked');
await invitee.getByLabel('First name').fill('Ada');
await invitee.getByLabel('Last name').fill('Colleague');
await invitee.getByLabel('Phone').fill('+44 20 7000 0000');
await invitee.getByLabel('Role').selectOption('Professional');
await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD_A);
await invitee.getByLabel(/I agree/).check();
await noSideways(invitee, 'register page 375');
await shot(invitee, '07-register-invited-375');
await invitee.getByRole('button', { name: 'Create account' }).click();
await invitee.waitForURL('**/dashboard', { timeout: 15000 });
await invitee.waitForTimeout(1500);
const selected = await invitee.evaluate(() => localStorage.getItem('selected_workspace_slug'));
const ws = await (await ownerContext.request.get(`${BASE}/api/users/workspaces`, { headers: { authorization: `Bearer ${await owner.evaluate(() => localStorage.getItem('token'))}` } })).json();
check(selected === ws.data[0].slug, `invitee lands with the invited workspace selected (${selected})`);
await shot(invitee, '08-invitee-dashboard-375');
await invitee.goto('/dashboard/teams');
await invitee.getByRole('tab', { name: 'Team Members' }).waitFor();
await invitee.waitForTimeout(800);
check((await invitee.getByRole('button', { name: 'Add Team Member' }).count()) === 0, 'a developer sees no Add Team Member');
check((await invitee.getByRole('button', { name: /^Remove / }).count()) === 0, 'a developer sees no Remove');
await noSideways(invitee, 'team page 375');
await shot(invitee, '09-team-developer-375');

// Owner sees A as a member, then removes A.
await owner.reload();
await owner.getByRole('tab', { name: 'Team Members' }).click();
await owner.getByText(emailA).filter({ visible: true }).waitFor();
check((await owner.getByRole('button', { name: 'Remove Ada Demo' }).count()) === 0, 'no Remove on the owner row');
await shot(owner, '10-members-1280');
await owner.getByRole('button', { name: 'Remove Ada Colleague' }).click();
await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
await owner.getByText('Team member removed successfully.').waitFor();
check(true, "'Team member removed successfully.' shown");
await shot(owner, '11-member-removed-1280');
await owner.waitForTimeout(3800);
check((await owner.getByText('Team member removed successfully.').count()) === 0, 'banner cleared after 3.5 s');

// Wrong account: invitee (signed in as A) opens an invitation for C.
await owner.getByRole('button', { name: 'Add Team Member' }).first().click();
result = await invite(emailC, 'Cy Third', 'maintainer').catch(async () => {
  await owner.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  return invite(emailC, 'Cy Third', 'maintainer');
});
await result.dialog.waitFor({ state: 'hidden', timeout: 5000 });
const linkC = await mailLink(ownerContext.request, emailC);
await invitee.goto(linkC.path);
await invitee.getByText("You're signed in as").waitFor();
await shot(invitee, '12-invitation-wrong-account-375');
await invitee.getByRole('button', { name: 'Log out and continue' }).click();
await invitee.getByRole('link', { name: 'Create your account' }).waitFor();
check(true, 'after logging out the page offers to create the invited account');

// Existing account: A is invited again, logs in from the link and joins.
result = await invite(emailA, 'Ada Again', 'maintainer');
await result.dialog.waitFor({ state: 'hidden', timeout: 5000 });
const linkA2 = await mailLink(ownerContext.request, emailA);
await invitee.goto(linkA2.path);
await invitee.getByRole('button', { name: 'Log in to join' }).click();
await invitee.waitForURL('**/login');
await logIn(invitee, emailA, PASSWORD_A);
await invitee.waitForURL('**/invitation?token=**');
await invitee.getByRole('button', { name: /^Join / }).waitFor();
await shot(invitee, '13-invitation-join-375');
await invitee.getByRole('button', { name: /^Join / }).click();
await invitee.waitForURL('**/dashboard');
check(true, 'log in from the link, back on the invitation, joined');
await invitee.goto(linkA2.path);
await invitee.getByRole('heading', { name: 'This invitation has already been used' }).waitFor();
check(true, 'a used link says so');
await invitee.goto('/invitation?token=nope-not-a-token');
await invitee.getByRole('heading', { name: 'This invitation link is not valid' }).waitFor();
await shot(invitee, '14-invitation-invalid-375');

// Owner opens C's link while signed in as the owner → wrong account, no logout click here.
await owner.goto(linkC.path);
await owner.getByText("You're signed in as").waitFor();
await shot(owner, '15-invitation-wrong-account-1280');

// Profile (owner).
await owner.goto('/dashboard/profile');
await owner.getByRole('heading', { name: 'Profile' }).waitFor();
await shot(owner, '16-profile-1280');
await owner.getByLabel('City').fill('London');
await owner.getByLabel('First name').fill('Adaline');
await owner.getByRole('button', { name: 'Update changes' }).click();
const saved = owner.getByRole('status').filter({ hasText: /./ }).first();
await saved.waitFor();
log('profile saved banner:', await saved.innerText());
await owner.getByText('Hi Adaline').waitFor();
check(true, 'the header shows the new first name');
await owner.getByLabel('First name').fill('');
await owner.getByRole('button', { name: 'Update changes' }).click();
await owner.waitForTimeout(300);
log('empty first name shows:', await owner.getByText('First name is required').count());
await owner.getByRole('button', { name: 'Cancel' }).click();
check((await owner.getByLabel('First name').inputValue()) === 'Adaline', 'Cancel resets the form');

const fileInput = owner.locator('input[type=file]');
await fileInput.setInputFiles('/tmp/team-run/big.png');
await owner.getByText('You can only upload images with max of 5MB').waitFor();
check((await fileInput.inputValue()) === '', '6 MB file refused and the input cleared');
await shot(owner, '17-avatar-too-large-1280');
await fileInput.setInputFiles('/tmp/team-run/avatar.png');
await owner.getByRole('img', { name: /avatar/ }).waitFor();
await owner.waitForTimeout(500);
check((await owner.locator('input[type=file]').count()) === 0, 'upload button hidden after success');
const src = await owner.getByRole('img', { name: /avatar/ }).getAttribute('src');
const imageResponse = await ownerContext.request.get(new URL(src, BASE).toString());
check(imageResponse.ok(), `avatar image loads (${imageResponse.status()} ${imageResponse.headers()['content-type']})`);
await shot(owner, '18-avatar-uploaded-1280');

await owner.getByRole('tab', { name: 'Update password' }).click();
await owner.getByLabel('Current password').fill('wrong-password-1');
await owner.getByLabel('New password').fill('new-demo-pass-2026');
await owner.getByLabel('Confirm password').fill('new-demo-pass-2026');
await owner.getByRole('button', { name: 'Update password' }).click();
await owner.waitForTimeout(800);
log('wrong current password shows:', await owner.locator('[role=alert]').allInnerTexts());
await shot(owner, '19-password-error-1280');
await owner.getByLabel('Current password').fill(DEMO.password);
await owner.getByLabel('Confirm password').fill('mismatch-2026');
await owner.getByRole('button', { name: 'Update password' }).click();
await owner.waitForTimeout(800);
log('mismatch shows:', await owner.locator('[role=alert]').allInnerTexts());
await owner.getByLabel('Confirm password').fill('new-demo-pass-2026');
await owner.getByRole('button', { name: 'Update password' }).click();
await owner.waitForTimeout(800);
log('password change shows:', await owner.locator('[role=status]').allInnerTexts());
// Put the demo password back so the demo account keeps working.
await owner.getByLabel('Current password').fill('new-demo-pass-2026');
await owner.getByLabel('New password').fill(DEMO.password);
await owner.getByLabel('Confirm password').fill(DEMO.password);
await owner.getByRole('button', { name: 'Update password' }).click();
await owner.waitForTimeout(800);
await owner.getByRole('tab', { name: 'Delete account' }).click();
check(await owner.getByRole('button', { name: 'Delete account' }).isDisabled(), 'Delete account stays disabled');
await shot(owner, '20-delete-account-1280');

// Phone-width profile and team for the owner.
await owner.setViewportSize({ width: 375, height: 812 });
await owner.getByRole('tab', { name: 'Details' }).click();
await noSideways(owner, 'profile 375');
await shot(owner, '21-profile-375');
await owner.goto('/dashboard/teams');
await owner.getByRole('tab', { name: 'Team Members' }).waitFor();
await owner.waitForTimeout(800);
await noSideways(owner, 'team 375');
await shot(owner, '22-team-owner-375');
await owner.getByRole('tab', { name: /Pending Requests/ }).click();
await owner.waitForTimeout(300);
await noSideways(owner, 'pending 375');
await shot(owner, '22b-pending-owner-375');
await owner.getByRole('button', { name: `Re-invite ${emailC}` }).click();
await owner.getByText(/Invitation sent again/).waitFor();
check(true, 're-invite works from the phone list');
await owner.setViewportSize({ width: 768, height: 900 });
await owner.waitForTimeout(300);
await noSideways(owner, 'pending 768');
await shot(owner, '22c-pending-owner-768');
await owner.getByRole('button', { name: 'Add Team Member' }).first().click();
await owner.waitForTimeout(400);
await shot(owner, '23-invite-modal-375');

await browser.close();
log('done');
