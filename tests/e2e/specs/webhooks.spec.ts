import { WEBHOOK_RULES } from '@aerie/contract';
import { expect, test } from '@playwright/test';

import { startWebhookReceiver } from '../../../apps/server/test/support/webhook-receiver';
import { collectConsoleErrors, createProject, createVerifiedAccount, signInWithToken } from '../support/helpers';
import { shoot } from '../support/shots';

/*
 * Issue 26 §3 as a maintainer clicks it: a webhook to a local receiver is added in the project's Webhooks
 * tab, its secret copied from the dialog that shows it once, and Send test delivers a signed `webhook.test`
 * the receiver checks with that secret; the delivery shows in the log with its answer, and Redeliver sends
 * it again. A real failing deployment's `deployment.failed` reaching a receiver: failed-deployment.spec.ts.
 */
test('a webhook added in the UI delivers a signed event to a local receiver, shown in the delivery log', async ({
  page,
  request,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    const owner = await createVerifiedAccount(request, 'Wren', 'Wren Works');
    const project = await createProject(request, owner, 'Hook site');
    const errors = collectConsoleErrors(page);
    await signInWithToken(page, owner, `/dashboard/project/${project.u_id}/webhooks`);

    await expect(page.getByRole('heading', { name: 'No webhooks yet' })).toBeVisible();
    await shoot(page, 'webhooks-empty');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Payload URL').fill(receiver.url);
    await dialog.getByLabel('Task moved').check();
    await shoot(page, 'webhooks-add');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await dialog.locator('code').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    receiver.state.secret = secret;
    await shoot(page, 'webhooks-secret');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.getByRole('button', { name: 'Send test' }).click();
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified).toBe(true);
    expect(receiver.received[0]!.headers['aerie-event']).toBe('webhook.test');

    await log.getByText('webhook.test', { exact: true }).click();
    await expect(log.getByText('HTTP 200').first()).toBeVisible();
    await log.getByRole('button', { name: 'Redeliver' }).click();
    await expect(log.getByText('2 attempts')).toBeVisible({ timeout: 15_000 });
    expect(receiver.received.every((request) => request.verified)).toBe(true);
    await shoot(page, 'webhooks-log');

    // Ten sends a minute per webhook (issue 34's review), in windows aligned to the clock: sent until refused,
    // within two windows' worth, and the card says when to try again (the exact count: webhook-races.test.ts).
    const sendTest = page.getByRole('button', { name: 'Send test' });
    let status = 200;
    for (let send = 1; send <= 2 * WEBHOOK_RULES.manualSendsPerMinute && status === 200; send += 1) {
      const reply = page.waitForResponse((each) => each.url().endsWith('/test') && each.request().method() === 'POST');
      await sendTest.click();
      status = (await reply).status();
    }
    expect(status).toBe(429);
    await expect(page.getByText(/^Too many attempts\. Please try again in 1 minute\.$/)).toBeVisible();
    await shoot(page, 'webhooks-too-many-sends');
    // The browser logs the refused call's status, nothing else.
    expect(errors.filter((error) => !/status of 429/.test(error))).toEqual([]);
  } finally {
    await receiver.close();
  }
});
