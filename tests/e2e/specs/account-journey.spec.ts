import { expect, test } from '@playwright/test';

import {
  emailedLink,
  logIn,
  logInThroughApi,
  signInWithToken,
  snap,
  snapBothWidths,
  uniqueEmail,
} from '../support/helpers';

// The first two journeys are about logging in, so they use the login form; the last one signs in through the API.

const PASSWORD = 'flight-path-42';

test('home → register → verify → login → workspaces → logout → back to the intended page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('amelia');

  await test.step('the work-email box carries the address to the register form', async () => {
    await page.goto('/');
    await page.getByPlaceholder('you@company.com').first().fill(email);
    await page
      .getByRole('button', { name: /get started/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  await test.step('register', async () => {
    const submit = page.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(
      'Still needed: first name, last name, phone, role, password and accepting the terms.',
    );
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Earhart');
    await page.getByLabel('Phone').fill('+44 20 7946 0101');
    await page.getByLabel('Role').selectOption('Freelance');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Still needed: accepting the terms.');
    await page.getByLabel(/I agree to the Terms/).check();
    await expect(submit).toBeEnabled();
    await snapBothWidths(page, 'auth-register');
    await submit.click();
    await expect(page.getByText(email).first()).toBeVisible();
    await snap(page, 'auth-register-check-inbox');
  });

  await test.step('an unverified login is told to verify', async () => {
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert').first()).toContainText(/verify/i);
    await snap(page, 'auth-login-unverified');
  });

  await test.step('verify through the e-mailed link', async () => {
    const link = await emailedLink(request, email, '/verify/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Account verified' })).toBeVisible();
    await snapBothWidths(page, 'auth-account-verified');
    await page
      .getByRole('link', { name: /log ?in/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    // The link works once: opening it again shows the not-found page.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Account verified' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /couldn.t find that page/i })).toBeVisible();
  });

  await test.step('login lands on the dashboard with the greeting', async () => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await snapBothWidths(page, 'auth-login');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Hi Amelia')).toBeVisible();
    await expect(page.getByText(/Good (Morning|Afternoon|Evening)/).first()).toBeVisible();
    await snapBothWidths(page, 'dashboard-overview');
  });

  await test.step('create a second workspace and switch between them; the choice survives a reload', async () => {
    await page.getByRole('button', { name: /Switch workspace/ }).click();
    await page.getByRole('menuitem', { name: 'Create New Workspace' }).click();
    const create = page.getByRole('button', { name: 'Create Workspace' });
    await expect(page.getByText('Enter all input fields')).toBeVisible();
    await expect(create).toBeDisabled();
    await page.getByLabel('Workspace Name').fill('Skyward Agency');
    await page.getByLabel('Workspace Email').fill('hello@skyward.example.com');
    await page.getByLabel('Workspace Phone Number').fill('+44 20 7946 0202');
    await snapBothWidths(page, 'dashboard-create-workspace');
    await create.click();
    await expect(page.getByRole('button', { name: /Workspace: Skyward Agency/ })).toBeVisible();

    await page.getByRole('button', { name: /Switch workspace/ }).click();
    await page.getByRole('menuitem', { name: "Amelia's workspace" }).click();
    await expect(page.getByRole('button', { name: /Workspace: Amelia's workspace/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Workspace: Amelia's workspace/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selected_workspace_slug'))).toMatch(/^amelia-s-workspace-/);
  });

  await test.step('the mobile sidebar opens as a drawer and locks page scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    // Wait for the slide-in to finish: the drawer's left edge (the logo) fully on screen.
    await expect(page.getByRole('link', { name: 'Aerie dashboard' })).toBeInViewport({ ratio: 1 });
    await page.waitForTimeout(300);
    await snap(page, 'dashboard-mobile-drawer');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('logout revokes the session and a protected page sends you to login and back', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const revoked = await request.get('/api/users/current-user', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(401);

    await page.goto('/dashboard/projects');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/projects$/);
  });
});

test('the demo account from the first start can log in', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'demo@aerie.dev', 'aerie-demo-2026');
  await expect(page.getByText('Hi Ada')).toBeVisible();
  await expect(page.getByRole('button', { name: /Workspace: Demo Studio/ })).toBeVisible();
});

test('a signed-in user visiting a guest-only page goes to the dashboard', async ({ page, request }) => {
  const demo = await logInThroughApi(request, 'demo@aerie.dev', 'aerie-demo-2026');
  await signInWithToken(page, { token: demo.access_token }, '/dashboard');
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});
