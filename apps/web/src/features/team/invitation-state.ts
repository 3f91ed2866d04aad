import type { InvitationPreview } from '@aerie/contract';

/** What the /invitation page shows for one link (docs/product.md § Invitations). */
export type InvitationView =
  /** Unknown token, or no token at all. */
  | { kind: 'invalid' }
  /** The link no longer works: used, expired or withdrawn by re-invite or delete. */
  | { kind: 'closed'; reason: 'accepted' | 'expired' | 'revoked' }
  /** Signed in with the invited e-mail: one click joins. */
  | { kind: 'join' }
  /** Signed in as someone else: the invitation is bound to its e-mail, so they must switch accounts. */
  | { kind: 'wrong-account'; signedInAs: string }
  /** Signed out, and the invited e-mail has an account. */
  | { kind: 'log-in' }
  /** Signed out, and nobody has the invited e-mail yet. */
  | { kind: 'register' };

export interface InvitationViewInput {
  /** The invitation, or null when the server does not know the token. */
  invitation: InvitationPreview | null;
  /** The signed-in user's e-mail, or null when nobody is signed in. */
  signedInEmail: string | null;
  now?: Date;
}

/** E-mail addresses compare without case: the server treats `Ada@Example.com` and `ada@example.com` alike. */
export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function invitationView({ invitation, signedInEmail, now = new Date() }: InvitationViewInput): InvitationView {
  if (!invitation) return { kind: 'invalid' };
  if (invitation.status !== 'pending') return { kind: 'closed', reason: invitation.status };
  // A pending invitation past its date is expired even if the server has not marked it yet.
  if (new Date(invitation.expires_at).getTime() <= now.getTime()) return { kind: 'closed', reason: 'expired' };
  if (signedInEmail !== null) {
    return isSameEmail(signedInEmail, invitation.email)
      ? { kind: 'join' }
      : { kind: 'wrong-account', signedInAs: signedInEmail };
  }
  return invitation.has_account ? { kind: 'log-in' } : { kind: 'register' };
}

/** Where a new account is created for this invitation: the register page prefills and locks the e-mail. */
export function registerPathFor(token: string, email: string): string {
  return `/register?${new URLSearchParams({ invitation: token, email }).toString()}`;
}

export function invitationPathFor(token: string): string {
  return `/invitation?${new URLSearchParams({ token }).toString()}`;
}
