import type { InvitationPreview } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { invitationPathFor, invitationView, isSameEmail, registerPathFor } from './invitation-state';

const now = new Date('2026-03-01T12:00:00.000Z');
const invitation: InvitationPreview = {
  workspace: { name: 'Acme', slug: 'acme-1a2b' },
  email: 'Ada@Example.com',
  name: 'Ada',
  role: 'developer',
  status: 'pending',
  invited_by: { first: 'Grace', last: 'Hopper' },
  expires_at: '2026-03-05T12:00:00.000Z',
  has_account: false,
};

describe('invitationView', () => {
  it('calls an unknown token invalid', () => {
    expect(invitationView({ invitation: null, signedInEmail: null, now })).toEqual({ kind: 'invalid' });
    expect(invitationView({ invitation: null, signedInEmail: 'ada@example.com', now })).toEqual({ kind: 'invalid' });
  });

  it('says why a link that no longer works is closed, whoever opens it', () => {
    for (const status of ['accepted', 'expired', 'revoked'] as const) {
      expect(invitationView({ invitation: { ...invitation, status }, signedInEmail: 'ada@example.com', now })).toEqual({
        kind: 'closed',
        reason: status,
      });
    }
  });

  it('treats a pending invitation past its expiry as expired', () => {
    const past = { ...invitation, expires_at: '2026-03-01T11:59:59.000Z' };
    expect(invitationView({ invitation: past, signedInEmail: null, now })).toEqual({
      kind: 'closed',
      reason: 'expired',
    });
  });

  it('offers to join when signed in with the invited e-mail, ignoring case', () => {
    expect(invitationView({ invitation, signedInEmail: 'ada@example.COM', now })).toEqual({ kind: 'join' });
  });

  it('asks someone signed in with another e-mail to switch accounts', () => {
    expect(invitationView({ invitation, signedInEmail: 'bob@example.com', now })).toEqual({
      kind: 'wrong-account',
      signedInAs: 'bob@example.com',
    });
  });

  it('sends a signed-out visitor to log in or to register, depending on whether the account exists', () => {
    expect(invitationView({ invitation: { ...invitation, has_account: true }, signedInEmail: null, now })).toEqual({
      kind: 'log-in',
    });
    expect(invitationView({ invitation, signedInEmail: null, now })).toEqual({ kind: 'register' });
  });
});

describe('isSameEmail', () => {
  it('ignores case and surrounding spaces only', () => {
    expect(isSameEmail(' Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(isSameEmail('ada@example.com', 'ada@example.org')).toBe(false);
  });
});

describe('links', () => {
  it('encodes the token and the e-mail', () => {
    expect(registerPathFor('a+b/c', 'ada+test@example.com')).toBe(
      '/register?invitation=a%2Bb%2Fc&email=ada%2Btest%40example.com',
    );
    expect(invitationPathFor('abc_-1')).toBe('/invitation?token=abc_-1');
  });
});
