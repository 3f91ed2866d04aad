import type { Domain, Workspace } from '@aerie/contract';
import { Globe } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/gated-button';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { ApiError } from '@/lib/api-client';
import { useDashboardContext } from '@/lib/dashboard-context';
import { rolePermissions } from '@/lib/project-permissions';

import {
  useAddDomain,
  useCheckCertificate,
  useClearDomainHost,
  useRemoveDomain,
  useVerifyDomain,
} from '../api/change-domains';
import { useDomainTargets, useDomains } from '../api/list-domains';
import { DomainCard } from '../components/domain-card';

const NOTICE_MS = 6000;

/**
 * The workspace's domains (issue 32 § 1): add one, set the records shown, verify, see what it serves; owners
 * and maintainers change them, every member sees them.
 */
export default function DomainsPage() {
  const { workspace } = useDashboardContext();
  if (!workspace) {
    return <EmptyState icon={Globe} title="No workspace yet" description="Create a workspace to add domains." />;
  }
  return <WorkspaceDomains key={workspace.id} workspace={workspace} />;
}

function WorkspaceDomains({ workspace }: { workspace: Workspace }) {
  const domains = useDomains(workspace.slug);
  const add = useAddDomain(workspace.slug);
  const verify = useVerifyDomain(workspace.slug);
  const remove = useRemoveDomain(workspace.slug);
  const clearHost = useClearDomainHost(workspace.slug);
  const checkCertificate = useCheckCertificate(workspace.slug);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Domain | null>(null);
  const notice = useNotice(NOTICE_MS);
  const manageRefusal = rolePermissions(workspace.role).refusal('manage domains');
  const targets = useDomainTargets(workspace.slug, manageRefusal === undefined);
  const pointing = targets.data && {
    workspaceSlug: workspace.slug,
    targets: targets.data,
    onPointed: (message: string) => notice.show(message, 'success'),
    onClearHost: (hostId: number) =>
      clearHost.mutate(hostId, {
        onSuccess: (reply) => notice.show(reply.message, 'success'),
        onError: (error) => notice.show(error.message, 'error'),
      }),
    clearingHostId: clearHost.isPending ? (clearHost.variables ?? null) : null,
    onCheckCertificate: (hostId: number) =>
      checkCertificate.mutate(hostId, {
        onSuccess: (reply) => {
          const host = reply.data.hosts.find((each) => each.id === hostId);
          notice.show(reply.message, host?.certificate.state === 'failing' ? 'error' : 'success');
        },
        onError: (error) => notice.show(error.message, 'error'),
      }),
    checkingHostId: checkCertificate.isPending ? (checkCertificate.variables ?? null) : null,
  };
  const addError =
    add.error instanceof ApiError ? (add.error.body.errors?.name?.[0] ?? add.error.message) : add.error?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name, { onSuccess: () => setName('') });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Domains</h1>
        <p className="mt-1 text-sm text-zinc-500">
          Your own names for {workspace.name}&apos;s sites, stores and apps. Add a domain once, prove it is yours with a
          DNS record, then point it or a name under it at a published site, a store or an app deployed to your server.
        </p>
      </div>

      <NoticeBanner notice={notice} />

      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
        <div className="flex-1">
          <label htmlFor="domain-name" className="sr-only">
            Domain
          </label>
          <Input
            id="domain-name"
            placeholder="www.example.com"
            value={name}
            onChange={(event) => setName(event.target.value)}
            invalid={add.isError}
            aria-describedby={add.isError ? 'domain-name-error' : undefined}
          />
          {add.isError && (
            <p id="domain-name-error" className="mt-1 text-sm text-red-700">
              {addError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={add.isPending || !name.trim()} disabledReason={manageRefusal}>
          {add.isPending ? 'Adding…' : 'Add domain'}
        </Button>
      </form>

      <div className="relative min-h-40 space-y-4">
        {domains.isError ? (
          <LoadError title="We couldn't load the domains" query={domains} />
        ) : domains.data ? (
          domains.data.length === 0 ? (
            <EmptyState icon={Globe} title="No domains yet" description="Add a domain you own to start." />
          ) : (
            domains.data.map((domain) => (
              <DomainCard
                key={domain.id}
                domain={domain}
                manageRefusal={manageRefusal}
                isVerifying={verify.isPending && verify.variables === domain.id}
                onVerify={() =>
                  verify.mutate(domain.id, {
                    onSuccess: (reply) =>
                      notice.show(reply.message, reply.data.state === 'verified' ? 'success' : 'error'),
                    onError: (error) => notice.show(error.message, 'error'),
                  })
                }
                onRemove={() => setRemoving(domain)}
                pointing={pointing || undefined}
              />
            ))
          )
        ) : (
          <LoadingOverlay />
        )}
      </div>

      <ConfirmModal
        open={removing !== null}
        title={removing ? `Remove ${removing.name}?` : 'Remove domain?'}
        confirmLabel="Remove domain"
        isPending={remove.isPending}
        failure={remove.isError ? remove.error.message : null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notice.show(`${removing.name} was removed.`, 'success');
            },
          })
        }
        onCancel={() => {
          remove.reset();
          setRemoving(null);
        }}
      >
        <p>Every site and store it serves stops answering on it. You can add it again later.</p>
      </ConfirmModal>
    </div>
  );
}
