import { GIT_PLATFORM_NAMES, type Repository, type WorkspaceRole } from '@aerie/contract';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { formatBytes } from '../format-bytes';
import { cloneCommand, pushExistingCommands } from '../git-instructions';
import { BranchProtectionToggle } from './branch-protection-toggle';
import { CopyableCode } from './copy-button';

export interface RepositoryViewModalProps {
  /** The repository shown; null keeps the dialog closed. */
  repository: Repository | null;
  /** The project's SSH deploy key (`ssh_key` of the list reply). */
  deployKey: string;
  projectUid: string;
  /** The user's role on the project: whether the branch protection can be changed here. */
  role: WorkspaceRole;
  onClose: () => void;
}

type Protocol = 'http' | 'ssh';

/**
 * The view dialog (docs/product.md § Repositories page): the repository id and the git command lines for its http and
 * ssh urls, each with a copy button; for Aerie Git, how to sign in (e-mail and a personal access token); and the
 * project's deploy key, which deployments use to clone over SSH. An Aerie Git repository also shows its size and the
 * protection of its default branch (issue 24).
 */
export function RepositoryViewModal({ repository, deployKey, projectUid, role, onClose }: RepositoryViewModalProps) {
  const urls = repository
    ? (
        [
          ['http', repository.http_url],
          ['ssh', repository.ssh_url],
        ] as const
      ).filter((entry): entry is readonly [Protocol, string] => Boolean(entry[1]))
    : [];
  return (
    <Modal
      open={repository !== null}
      onOpenChange={(open) => !open && onClose()}
      title={repository?.name ?? 'Repository'}
      description={repository ? `${GIT_PLATFORM_NAMES[repository.platform]} repository` : undefined}
      className="sm:max-w-2xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {repository && (
        <div className="space-y-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-500">Repository id</dt>
            <dd className="font-mono text-zinc-900">{repository.id}</dd>
            {repository.default_branch && (
              <>
                <dt className="text-zinc-500">Default branch</dt>
                <dd className="font-mono text-zinc-900">{repository.default_branch}</dd>
              </>
            )}
            {repository.size_bytes !== null && (
              <>
                <dt className="text-zinc-500">Size on Aerie Git</dt>
                <dd className="text-zinc-900">{formatBytes(repository.size_bytes)}</dd>
              </>
            )}
          </dl>

          {repository.platform === 'aerie' && (
            <BranchProtectionToggle projectUid={projectUid} repository={repository} role={role} />
          )}

          {urls.length > 1 ? (
            <Tabs defaultValue={urls[0]![0]} className="gap-4">
              <TabsList aria-label="Clone with">
                {urls.map(([protocol]) => (
                  <TabsTrigger key={protocol} value={protocol}>
                    {protocol === 'http' ? 'HTTPS' : 'SSH'}
                  </TabsTrigger>
                ))}
              </TabsList>
              {urls.map(([protocol, url]) => (
                <TabsContent key={protocol} value={protocol}>
                  <CloneSteps protocol={protocol} url={url} defaultBranch={repository.default_branch ?? undefined} />
                </TabsContent>
              ))}
            </Tabs>
          ) : urls.length === 1 ? (
            // One way to clone (Aerie Git has HTTPS only): a tab list of one tab would offer no choice.
            <CloneSteps
              protocol={urls[0]![0]}
              url={urls[0]![1]}
              defaultBranch={repository.default_branch ?? undefined}
            />
          ) : (
            <p className="text-sm text-zinc-500">This repository has no url to clone from yet.</p>
          )}

          {repository.platform === 'aerie' && (
            <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-800">
              When git asks over HTTPS, your user name is your account&apos;s e-mail and your password is a personal
              access token.{' '}
              <Link
                to="/dashboard/profile#access-tokens"
                className="font-medium underline underline-offset-2 hover:text-sky-900"
              >
                Create one in your profile
              </Link>
              .
            </p>
          )}

          <section aria-labelledby="deploy-key-heading" className="space-y-2 border-t border-zinc-100 pt-5">
            <h3 id="deploy-key-heading" className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
              <KeyRound className="size-4 text-zinc-500" aria-hidden="true" />
              Project deploy key
            </h3>
            <p className="text-sm text-zinc-500">
              {repository.platform === 'aerie'
                ? "This project's deployments clone over SSH with this key. For a repository on GitHub, GitLab or Bitbucket, add it there as a read-only deploy key."
                : `Add this public key to the repository on ${GIT_PLATFORM_NAMES[repository.platform]} as a read-only deploy key, so this project's deployments can clone it over SSH.`}
            </p>
            {deployKey ? (
              <CopyableCode value={deployKey} label="Copy the deploy key" wrap />
            ) : (
              <p className="text-sm text-zinc-500">This project has no deploy key yet.</p>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

function CloneSteps({ protocol, url, defaultBranch }: { protocol: Protocol; url: string; defaultBranch?: string }) {
  const name = protocol === 'http' ? 'HTTP' : 'SSH';
  return (
    <div className="space-y-4">
      <Step title={`${name} url`}>
        <CopyableCode value={url} label={`Copy the ${name} url`} wrap />
      </Step>
      <Step title="Clone it">
        <CopyableCode value={cloneCommand(url)} label="Copy the clone command" />
      </Step>
      <Step title="…or push an existing repository">
        <CopyableCode value={pushExistingCommands(url, defaultBranch)} label="Copy the push commands" />
      </Step>
    </div>
  );
}

function Step({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <h3 className="text-xs font-medium text-zinc-500">{title}</h3>
      {children}
    </div>
  );
}
