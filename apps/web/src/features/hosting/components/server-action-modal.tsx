import { HOSTING_MESSAGES, type Server } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDate } from '@/lib/format-date';

import { useCancelPilot } from '../api/cancel-pilot';
import { useDeleteServer } from '../api/delete-server';
import { useRenewPilot } from '../api/renew-pilot';
import { useResumePilot } from '../api/resume-pilot';
import { useRunPilotCommand, type PilotCommand } from '../api/run-pilot-action';
import type { ServerMenuAction } from '../pilot-actions';
import { ACTION_LABELS } from './server-action-menu';

/** The actions that change a server; Manage SSH Users and Deployments only open a page. */
export type ConfirmedAction = Exclude<ServerMenuAction, 'manage-ssh' | 'deployments'>;

export interface ServerActionModalProps {
  projectUid: string;
  /** The server and what to do to it; null keeps the dialog closed. */
  target: { server: Server; action: ConfirmedAction } | null;
  onClose: () => void;
  /** A closing action succeeded: the page shows the message. */
  onDone: (message: string) => void;
}

/**
 * docs/product.md § Pilot actions: power on, power off, provision and delete close the dialog on success; renew and
 * reboot keep it open.
 */
const CLOSES_ON_SUCCESS: Record<ConfirmedAction, boolean> = {
  provision: true,
  'power-on': true,
  'power-off': true,
  delete: true,
  cancel: true,
  resume: true,
  reboot: false,
  renew: false,
};

/** The dialog's question, in the menu's words. */
const QUESTIONS: Record<ConfirmedAction, string> = {
  renew: 'Renew',
  provision: 'Provision',
  reboot: 'Reboot',
  'power-on': 'Power on',
  'power-off': 'Power off',
  cancel: 'Cancel the pilot',
  resume: 'Keep the pilot',
  delete: 'Delete',
};

function explanation(server: Server, action: ConfirmedAction): string {
  const name = `“${server.name}”`;
  switch (action) {
    case 'renew':
      return `You pay for one more month of ${name} at the checkout, and it starts answering again.`;
    case 'provision':
      return `${name} is created at its cloud. Its IP address shows here once it is ready.`;
    case 'reboot':
      return `${name} restarts. Sites on it stop answering for a minute or so.`;
    case 'power-on':
      return `${name} starts, and the sites on it answer again.`;
    case 'power-off':
      return `${name} stops. Sites on it stop answering until you power it on again.`;
    case 'cancel':
      return `${name} keeps running until the end of its paid month, ${formatDate(server.expires_at)}. On that date its server and everything on it (files, databases, deployments) will be destroyed; this cannot be undone. The workspace owner gets a warning e-mail 3 days before, and you can keep the pilot until then. Its payments stay in your billing history.`;
    case 'resume':
      return `${name} is kept: nothing is destroyed on ${formatDate(server.expires_at)}, and you renew it as before.`;
    case 'delete':
      return server.pilot_id === null
        ? `${name} leaves this project, with its stored credentials and SSH users. The server itself keeps running.`
        : `${name} and everything on it are destroyed. This cannot be undone.`;
  }
}

/**
 * Asks before a server action (docs/product.md § Pilot actions) and runs it. On success the dialog shows the server's
 * message, or the spec's own text where it gives one (docs/product.md § Pilot actions); a failure shows the server's
 * message here and the button is usable again (docs/product.md § Error catalogue).
 */
export function ServerActionModal({ projectUid, target, onClose, onDone }: ServerActionModalProps) {
  const command = useRunPilotCommand();
  const deleteServer = useDeleteServer();
  const renew = useRenewPilot();
  const cancelPilot = useCancelPilot();
  const resumePilot = useResumePilot();
  const mutations = [command, deleteServer, renew, cancelPilot, resumePilot];
  const isPending = mutations.some((mutation) => mutation.isPending);
  const failure = mutations.find((mutation) => mutation.isError)?.error?.message ?? null;
  const success = command.isSuccess ? command.data.message : renew.isSuccess ? 'Taking you to the payment page…' : null;

  const close = () => {
    mutations.forEach((mutation) => mutation.reset());
    onClose();
  };
  const finish = (message: string) => {
    if (!target) return;
    if (CLOSES_ON_SUCCESS[target.action]) {
      onDone(message);
      close();
    }
  };

  const confirm = () => {
    if (!target) return;
    mutations.forEach((mutation) => mutation.reset());
    const { server, action } = target;
    if (action === 'delete') {
      deleteServer.mutate(
        { projectUid, slug: server.slug },
        // docs/product.md § Pilot actions gives the text for a pilot; a connection says what the server says.
        { onSuccess: (response) => finish(server.pilot_id ? HOSTING_MESSAGES.pilotDeleted : response.message) },
      );
    } else if (action === 'renew') {
      if (server.pilot_id) renew.mutate({ projectUid, pilotId: server.pilot_id });
    } else if (action === 'cancel' || action === 'resume') {
      const mutation = action === 'cancel' ? cancelPilot : resumePilot;
      if (server.pilot_id)
        mutation.mutate(
          { projectUid, pilotId: server.pilot_id },
          { onSuccess: (response) => finish(response.message) },
        );
    } else if (server.pilot_id) {
      command.mutate(
        { projectUid, pilotId: server.pilot_id, command: action satisfies PilotCommand },
        { onSuccess: (response) => finish(response.message) },
      );
    }
  };

  const label = target ? ACTION_LABELS[target.action] : '';
  const isDanger = target?.action === 'delete' || target?.action === 'power-off' || target?.action === 'cancel';
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && !isPending && close()}
      title={target ? `${QUESTIONS[target.action]} ${target.server.name}?` : ''}
      footer={
        success ? (
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={isPending}>
              {/* "Cancel" beside "Cancel pilot" would read as the same choice. */}
              {target?.action === 'cancel' ? 'Go back' : 'Cancel'}
            </Button>
            <Button variant={isDanger ? 'danger' : 'primary'} onClick={confirm} loading={isPending}>
              {label}
            </Button>
          </>
        )
      }
    >
      <div className="space-y-4 text-sm text-zinc-600">
        {failure && <Banner tone="error">{failure}</Banner>}
        {success && <Banner tone="success">{success}</Banner>}
        {target && <p>{explanation(target.server, target.action)}</p>}
      </div>
    </Modal>
  );
}
