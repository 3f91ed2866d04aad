import { KeyRound } from 'lucide-react';

import { CopyableSecret } from '@/components/ui/copyable-secret';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';

import { useWorkspaceSshKey } from '../api/get-workspace-ssh-key';

/**
 * The workspace's public key and the one line that installs it (issue 28, Forge's way): run on the server as the user
 * Aerie logs in as, then Create Server logs in with the key. Nothing secret is pasted or shown.
 */
export function WorkspaceKeyPanel({ workspaceSlug, username }: { workspaceSlug: string; username: string }) {
  const key = useWorkspaceSshKey(workspaceSlug);
  if (key.isError) return <LoadError title="We couldn't load the workspace's key" query={key} />;
  if (!key.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-500">
        <Spinner className="size-4" /> Loading the workspace's key…
      </p>
    );
  }
  const who = username.trim() || 'the user above';
  return (
    <div className="space-y-3 rounded-lg border border-zinc-200 bg-zinc-50 p-3">
      <p className="text-sm text-zinc-700">
        Run this once on the server, signed in as <span className="font-medium">{who}</span>. It adds this workspace's
        public key to that user's authorized keys.
      </p>
      <CopyableSecret value={key.data.install_command} noun="command" />
      <details className="text-xs text-zinc-500">
        <summary className="flex cursor-pointer items-center gap-1.5">
          <KeyRound className="size-3.5" aria-hidden="true" />
          The public key ({key.data.fingerprint})
        </summary>
        <div className="mt-2">
          <CopyableSecret value={key.data.public_key} noun="key" />
        </div>
      </details>
    </div>
  );
}
