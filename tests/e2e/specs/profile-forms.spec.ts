import { expect, test } from '@playwright/test';

import { createVerifiedAccount, signInWithToken, snap } from '../support/helpers';

test('the profile forms save details, and a wrong current password is shown beside its field', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'Priya', 'Profile Co');
  await signInWithToken(page, account, '/dashboard/profile');

  await test.step('account details: an edit is saved and survives a reload; Cancel puts the saved values back', async () => {
    await page.getByLabel('City').fill('Leeds');
    await page.getByRole('button', { name: 'Update changes' }).click();
    await expect(page.getByText('Profile updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('City')).toHaveValue('Leeds');
    await page.getByLabel('City').fill('York');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Leeds');
  });

  await test.step("update password: the server's refusal shows beside the field it names, then a good one saves", async () => {
    await page.getByRole('tab', { name: 'Update password' }).click();
    const current = page.getByLabel('Current password');
    await current.fill('not-my-password-1');
    await page.getByLabel('New password').fill('brand-new-sky-88');
    await page.getByLabel('Confirm password').fill('brand-new-sky-88');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Current password is incorrect.');
    await expect(current).toBeFocused();
    await snap(page, 'profile-password-refused');

    await current.fill(account.password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated.')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');
  });
});
