import type { AccessToken } from '@aerie/contract';
import { KeyRound, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { useNotice } from '@/components/ui/use-notice';
import { formatDate } from '@/lib/format-date';

import { useAccessTokens } from '../api/list-access-tokens';
import { CreateAccessTokenForm, type CreatedToken } from './create-access-token-form';
import { NewTokenSecret } from './new-token-secret';
import { RevokeAccessTokenModal } from './revoke-access-token-modal';

export const ACCESS_TOKENS_ID = 'access-tokens';

/**
 * Personal access tokens (issue 11): what git asks for as the password when cloning or pushing to Aerie
 * Git over HTTPS. The repository view dialog links here (`#access-tokens`), so the section scrolls into
 * view when the address names it.
 */
export function AccessTokensSection() {
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const notice = useNotice();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === `#${ACCESS_TOKENS_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <section id={ACCESS_TOKENS_ID} ref={sectionRef} aria-labelledby="access-tokens-heading" className="scroll-mt-24">
      <Card>
        <CardHeader
          title={<span id="access-tokens-heading">Access tokens</span>}
          description="Use a token as your password when git asks, with your account's e-mail as the user name, to clone and push Aerie Git repositories."
        />
        <div className="space-y-6">
          <NoticeBanner notice={notice} />
          {created ? (
            <NewTokenSecret name={created.name} token={created.token} onDone={() => setCreated(null)} />
          ) : (
            <CreateAccessTokenForm onCreated={setCreated} />
          )}
          {tokens.isPending ? (
            <div className="flex justify-center py-6" role="status" aria-label="Loading your tokens…">
              <Spinner className="size-5 text-accent-600" />
            </div>
          ) : tokens.isError ? (
            <LoadError title="We couldn't load your tokens" query={tokens} />
          ) : tokens.data.length === 0 ? (
            <EmptyState
              icon={KeyRound}
              title="No tokens yet"
              description="Create one above when git asks you to sign in."
            />
          ) : (
            <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200" aria-label="Your access tokens">
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
              ))}
            </ul>
          )}
        </div>
      </Card>
      <RevokeAccessTokenModal
        token={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(message) => notice.show(message)}
      />
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
          {token.name}
          <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-600">{token.prefix}…</code>
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-zinc-500">
          <Fact label="Created" value={formatDate(token.created_at)} />
          <Fact label="Last used" value={token.last_used_at ? formatDate(token.last_used_at) : 'Never'} />
          <Fact label="Expires" value={token.expires_at ? formatDate(token.expires_at) : 'Never'} />
        </dl>
      </div>
      {/* On phones it sits under the name: the negative margin lines its icon up with the text. */}
      <Button
        variant="ghost"
        size="sm"
        onClick={onRevoke}
        aria-label={`Revoke ${token.name}`}
        className="-ml-3 w-fit text-red-600 hover:bg-red-50 hover:text-red-700 sm:ml-0"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Revoke
      </Button>
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-medium text-zinc-700">{value}</dd>
    </div>
  );
}
