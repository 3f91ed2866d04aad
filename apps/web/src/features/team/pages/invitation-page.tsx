import { RefreshCw, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-token';
import { formatDate } from '@/lib/format-date';

import { useAcceptInvitation } from '../api/accept-invitation';
import { useCurrentUser } from '../api/get-current-user';
import { useInvitation } from '../api/get-invitation';
import { useSignOutHere } from '../api/sign-out';
import { InvitationStatus } from '../components/invitation-status';
import { rememberIntendedUrl } from '../intended-url';
import { invitationPathFor, invitationView, registerPathFor } from '../invitation-state';
import { roleLabel } from '../team-roles';

/**
 * The target of invitation e-mails (docs/product.md § Invitations), public and signed-in alike: it says who invited
 * whom to what, then offers the one next step that fits the visitor (join, switch account, log in or register).
 */
export default function InvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [hasToken, setHasToken] = useState(() => readToken() !== null);
  const invitation = useInvitation(token);
  const currentUser = useCurrentUser({ enabled: hasToken });
  const accept = useAcceptInvitation(token);
  const signOut = useSignOutHere();

  const isUnknown = token === '' || (invitation.error instanceof ApiError && invitation.error.status === 404);
  // A stale token (401) means nobody is really signed in here.
  const isSessionDead = currentUser.error instanceof ApiError && currentUser.error.status === 401;
  const isSignedIn = hasToken && !isSessionDead;

  if (isUnknown) return <InvitationStatus reason={null} isSignedIn={isSignedIn} />;
  const loadError = invitation.error ?? (isSessionDead ? null : currentUser.error);
  if (loadError) {
    return (
      <Card padding="lg" className="text-center">
        <p className="text-sm text-zinc-600">{loadError.message}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => void Promise.all([invitation.refetch(), hasToken && currentUser.refetch()])}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  if (!invitation.data || (isSignedIn && !currentUser.data)) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-zinc-500">
        <Spinner className="size-5 text-accent-600" />
        Opening your invitation…
      </div>
    );
  }

  const preview = invitation.data.data;
  const inviter = `${preview.invited_by.first} ${preview.invited_by.last}`.trim();
  const view = invitationView({ invitation: preview, signedInEmail: isSignedIn ? currentUser.data!.data.email : null });
  if (view.kind === 'invalid' || view.kind === 'closed') {
    return (
      <InvitationStatus
        reason={view.kind === 'closed' ? view.reason : null}
        inviter={inviter}
        isSignedIn={isSignedIn}
      />
    );
  }

  const join = () => accept.mutate(undefined, { onSuccess: () => void navigate('/dashboard', { replace: true }) });
  const logIn = () => {
    rememberIntendedUrl(invitationPathFor(token));
    void navigate('/login');
  };
  const switchAccount = () => signOut.mutate(undefined, { onSuccess: () => setHasToken(false) });

  return (
    <Card padding="lg">
      <div className="mb-6 flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <Users className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight text-balance text-zinc-900">
        {inviter} invited you to join {preview.workspace.name} as {roleLabel(preview.role)}
      </h1>
      <p className="mt-2 text-sm text-zinc-500">
        The invitation is for <span className="font-medium break-all text-zinc-900">{preview.email}</span> and works
        until {formatDate(preview.expires_at)}.
      </p>

      {accept.isError && (
        <Banner tone="error" onDismiss={() => accept.reset()} className="mt-6">
          {accept.error.message}
        </Banner>
      )}

      <div className="mt-8 flex flex-col gap-3">
        {view.kind === 'join' && (
          <Button size="lg" onClick={join} loading={accept.isPending}>
            Join {preview.workspace.name}
          </Button>
        )}
        {view.kind === 'wrong-account' && (
          <>
            <p className="text-sm text-zinc-600">
              You&apos;re signed in as <span className="font-medium break-all text-zinc-900">{view.signedInAs}</span>.
              Log out to continue as {preview.email}.
            </p>
            <Button size="lg" onClick={switchAccount} loading={signOut.isPending}>
              Log out and continue
            </Button>
            <ButtonLink to="/dashboard" variant="secondary" size="lg">
              Back to your dashboard
            </ButtonLink>
          </>
        )}
        {view.kind === 'log-in' && (
          <Button size="lg" onClick={logIn}>
            Log in to join
          </Button>
        )}
        {view.kind === 'register' && (
          <ButtonLink to={registerPathFor(token, preview.email)} size="lg">
            Create your account
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
