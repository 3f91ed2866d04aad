import { expect } from 'vitest';

import { signedInUser } from './accounts.js';
import type { TestApp } from './test-app.js';

interface InboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function inbox(t: TestApp): Promise<InboxMail[]> {
  return (await t.call({ method: 'GET', url: '/dev/mail.json' })).json();
}

/** The newest invitation e-mailed to `email` and the token of its `/invitation?token=` link. */
export async function latestInvitation(t: TestApp, email: string): Promise<{ mail: InboxMail; token: string }> {
  const mail = (await inbox(t)).find(
    (item) => item.to.toLowerCase() === email.toLowerCase() && item.text.includes('/invitation?token='),
  );
  const token = mail && /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!mail || !token) throw new Error(`No invitation e-mailed to ${email}`);
  return { mail, token };
}

export async function invite(
  t: TestApp,
  token: string,
  body: { business_id: number; email: string; role?: string; name?: string; target_url?: string },
) {
  return t.call({
    method: 'POST',
    url: '/api/invitations/invite',
    token,
    body: { name: 'New teammate', role: 'developer', ...body },
  });
}

/**
 * A new account that joined the workspace through a real invitation (invited by `managerToken`, accepted
 * with its own session), with its team member row id.
 */
export async function invitedMember(
  t: TestApp,
  managerToken: string,
  workspaceId: number,
  role: 'maintainer' | 'developer' | 'guest' = 'developer',
) {
  const account = await signedInUser(t);
  const sent = await invite(t, managerToken, { business_id: workspaceId, email: account.email, role });
  expect(sent.statusCode, sent.body).toBe(200);
  const { token } = await latestInvitation(t, account.email);
  const accepted = await t.call({
    method: 'POST',
    url: '/api/invitations/accept',
    token: account.token,
    body: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const members = await t.call({ method: 'GET', url: `/api/teams/${accepted.json().data.slug}`, token: account.token });
  const row = (members.json().data as Array<{ id: number; profile: { id: number } }>).find(
    (member) => member.profile.id === account.userId,
  );
  return { ...account, memberId: row!.id };
}
