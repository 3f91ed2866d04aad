import { expect, test } from '@playwright/test';

import { emailedLink, logIn, snapBothWidths } from '../support/helpers';

test('forgot password → e-mailed link → new password → login', async ({ page, request }) => {
  // The demo account exists from the first start; this journey changes its password and changes it back.
  const email = 'demo@aerie.dev';
  const newPassword = 'new-wings-2027';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await snapBothWidths(page, 'auth-forgot-password');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByRole('heading', { name: /Check your Email/i })).toBeVisible();
  await snapBothWidths(page, 'auth-check-your-email');
  await page
    .getByRole('button', { name: 'Click to resend' })
    .or(page.getByRole('link', { name: 'Click to resend' }))
    .click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByRole('heading', { name: /Check your Email/i })).toBeVisible();

  // Two reset e-mails were asked for; only the second one's link still works.
  const link = await emailedLink(request, email, '/password/', 2);
  await page.goto(link);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await snapBothWidths(page, 'auth-reset-password');
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await expect(page.getByText(/Password reset success/i)).toBeVisible();
  await page
    .getByRole('link', { name: /log ?in/i })
    .first()
    .click();

  await logIn(page, email, newPassword);
  await expect(page.getByText('Hi Ada')).toBeVisible();

  // Put the demo password back so other journeys can use it.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByRole('heading', { name: /Check your Email/i })).toBeVisible();
  await expect.poll(async () => (await emailedLink(request, email, '/password/')) !== link).toBe(true);
  await page.goto(await emailedLink(request, email, '/password/'));
  await page.getByLabel('New password').fill('aerie-demo-2026');
  await page.getByLabel('Confirm password').fill('aerie-demo-2026');
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await expect(page.getByText(/Password reset success/i)).toBeVisible();
});
