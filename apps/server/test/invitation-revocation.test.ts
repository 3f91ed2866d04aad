import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invitations, workspaceMembers } from '../src/db/schema/index.js';
import { revokeSentInvitations } from '../src/modules/invitations/revoke-sent-invitations.js';
import { invite, invitedMember, latestInvitation } from './support/invitations.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const newEmail = () => `invitee.${randomBytes(4).toString('hex')}@example.com`;
const preview = (token: string) => t.call({ method: 'GET', url: `/api/invitations/token/${token}` });
const removeFromTeam = (token: string, id: number) =>
  t.call({ method: 'DELETE', url: `/api/teams/remove/${id}`, token });

async function sentBy(workspaceId: number, senderId: number) {
  return db()
    .select({ email: invitations.email, status: invitations.status })
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.invitedById, senderId)));
}

describe('invitations do not outlive their sender', () => {
  it('removing a maintainer revokes the invitations they sent; the owner’s stay open', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const theirs = [newEmail(), newEmail()];
    for (const email of theirs) {
      expect((await invite(t, maintainer.token, { business_id: owner.workspace.id, email })).statusCode).toBe(200);
    }
    const ownersEmail = newEmail();
    expect((await invite(t, owner.token, { business_id: owner.workspace.id, email: ownersEmail })).statusCode).toBe(
      200,
    );

    const removed = await removeFromTeam(owner.token, maintainer.memberId);
    expect(removed.statusCode, removed.body).toBe(200);

    for (const email of theirs) {
      const { token } = await latestInvitation(t, email);
      const link = await preview(token);
      // The link now reads as withdrawn, and accepting it is refused like any revoked invitation.
      expect(link.json().data.status, link.body).toBe('revoked');
    }
    expect((await sentBy(owner.workspace.id, maintainer.userId)).map((row) => row.status)).toEqual([
      'revoked',
      'revoked',
    ]);
    const { token: ownersToken } = await latestInvitation(t, ownersEmail);
    expect((await preview(ownersToken)).json().data.status).toBe('pending');
  });

  it('a lower standing revokes what it could not have sent; a maintainer keeps theirs', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    expect((await invite(t, maintainer.token, { business_id: owner.workspace.id, email: newEmail() })).statusCode).toBe(
      200,
    );
    // No call changes a role yet; the rule is the one a role change will run in its transaction.
    expect(await revokeSentInvitations(db(), owner.workspace.id, maintainer.userId, 'maintainer')).toBe(0);
    expect((await sentBy(owner.workspace.id, maintainer.userId))[0]!.status).toBe('pending');
    expect(await revokeSentInvitations(db(), owner.workspace.id, maintainer.userId, 'developer')).toBe(1);
    expect((await sentBy(owner.workspace.id, maintainer.userId))[0]!.status).toBe('revoked');
  });
});

// PGlite runs one query at a time, so the interleaving below only exists on PostgreSQL (CI sets DATABASE_URL).
describe.runIf(process.env.DATABASE_URL)('an invitation sent while its sender is removed (PostgreSQL)', () => {
  it('never stays pending after the removal, whether newly sent or sent again', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    for (let round = 0; round < 16; round += 1) {
      await db()
        .insert(workspaceMembers)
        .values({ workspaceId: owner.workspace.id, userId: maintainer.userId, role: 'maintainer' })
        .onConflictDoNothing();
      const [row] = await db()
        .select({ id: workspaceMembers.id })
        .from(workspaceMembers)
        .where(
          and(eq(workspaceMembers.workspaceId, owner.workspace.id), eq(workspaceMembers.userId, maintainer.userId)),
        );
      // Odd rounds: the maintainer sends again an invitation the owner sent, which makes it theirs.
      const ownersInvitation =
        round % 2 === 1
          ? ((await invite(t, owner.token, { business_id: owner.workspace.id, email: newEmail() })).json().data
              .id as number)
          : null;
      const sending =
        ownersInvitation === null
          ? invite(t, maintainer.token, { business_id: owner.workspace.id, email: newEmail() })
          : t.call({
              method: 'POST',
              url: '/api/invitations/reinvite',
              token: maintainer.token,
              body: { id: ownersInvitation },
            });

      const [sent, removed] = await Promise.all([sending, removeFromTeam(owner.token, row!.id)]);
      expect(removed.statusCode, removed.body).toBe(200);
      expect([200, 403, 404], sent.body).toContain(sent.statusCode);
      const pending = (await sentBy(owner.workspace.id, maintainer.userId)).filter((item) => item.status === 'pending');
      expect(pending).toEqual([]);
    }
  });
});
