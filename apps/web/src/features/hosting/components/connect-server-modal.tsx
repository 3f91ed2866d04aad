import { HOSTING_MESSAGES, HOSTING_RULES } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useConnectServer } from '../api/connect-server';
import {
  CONNECT_SERVER_DEFAULTS,
  ConnectServerFormSchema,
  connectServerBody,
  isConnectFormComplete,
  type ConnectMethod,
  type ConnectServerOutput,
  type ConnectServerValues,
} from '../connect-server-form';
import { WorkspaceKeyPanel } from './workspace-key-panel';

const SERVER_FIELDS = ['name', 'hostname', 'ip', 'port', 'username', 'ssh', 'password'] as const;

/** The three ways a server logs in, the workspace's key first (the default, issue 28). */
const METHOD_LABELS: Record<ConnectMethod, string> = {
  workspace_key: "Use this workspace's key",
  password: 'Use a password',
  key: 'Paste a private key',
};

export interface ConnectServerModalProps {
  open: boolean;
  projectUid: string;
  workspaceSlug: string;
  onClose: () => void;
  /** Called once the server is connected (the page shows the Server Connections tab). */
  onConnected: () => void;
}

/**
 * 'Connect a Server' (docs/product.md § Server connections): the server is reached over SSH before it is saved. It logs
 * in with the workspace's key by default (its install line shown to copy), or a password, or a pasted private key;
 * there is no protocol choice, SSH is all Aerie uses (issue 28). Create Server is inactive until name, hosting
 * provider, ip, port and username are filled; the server's message shows and the dialog closes 1 s later. Field errors
 * go beside their fields, others above.
 */
export function ConnectServerModal({ open, projectUid, workspaceSlug, onClose, onConnected }: ConnectServerModalProps) {
  const connect = useConnectServer();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ConnectServerValues, unknown, ConnectServerOutput>({
    resolver: zodResolver(ConnectServerFormSchema),
    mode: 'onTouched',
    defaultValues: CONNECT_SERVER_DEFAULTS,
  });
  const [name, hostname, ip, port, username, method] = useWatch({
    control: form.control,
    name: ['name', 'hostname', 'ip', 'port', 'username', 'method'],
  });
  const isComplete = isConnectFormComplete({ name, hostname, ip, port, username });

  const close = () => {
    connect.reset();
    form.reset(CONNECT_SERVER_DEFAULTS);
    setAlert(null);
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    connect.mutate(
      { workspaceSlug, body: connectServerBody(values, projectUid) },
      {
        onSuccess: onConnected,
        onError: (error) => setAlert(placeServerErrors(error, form.setError, SERVER_FIELDS)),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Connect a Server"
      description="Aerie signs in over SSH to check the server before saving it."
      onSubmit={onSubmit}
      submitLabel="Create Server"
      canSubmit={isComplete}
      isPending={connect.isPending}
      failure={alert}
      onDismissFailure={() => setAlert(null)}
      success={connect.data && (connect.data.message || HOSTING_MESSAGES.serverConnected)}
      closeAfterMs={HOSTING_RULES.connectCloseMs}
    >
      <FormField limit={HOSTING_RULES.nameMax} control={form.control} name="name" label="Name" id="server-name">
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField
        limit={HOSTING_RULES.hostnameMax}
        control={form.control}
        name="hostname"
        label="Hosting provider"
        id="server-hostname"
        hint="Where the server runs, for example Hetzner or DigitalOcean."
      >
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-[1fr_7rem]">
        <FormField control={form.control} name="ip" label="IP address" id="server-ip">
          {(field) => <Input {...field} autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="url" />}
        </FormField>
        <FormField control={form.control} name="port" label="Port" id="server-port">
          {(field) => <Input {...field} type="number" inputMode="numeric" min={1} max={65535} />}
        </FormField>
      </div>
      <FormField
        limit={HOSTING_RULES.usernameMax}
        control={form.control}
        name="username"
        label="Username"
        id="server-username"
        hint="The user Aerie signs in as over SSH."
      >
        {(field) => <Input {...field} autoComplete="off" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-900">How Aerie signs in</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
          {(Object.keys(METHOD_LABELS) as ConnectMethod[]).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-zinc-700">
              <input
                type="radio"
                value={value}
                {...form.register('method')}
                className="size-4 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              />
              {METHOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'workspace_key' && <WorkspaceKeyPanel workspaceSlug={workspaceSlug} username={username} />}
      {method === 'key' && (
        <FormField
          limit={HOSTING_RULES.privateKeyMax}
          control={form.control}
          name="ssh"
          label="Private key"
          id="server-ssh"
        >
          {(field) => (
            <Textarea
              {...field}
              rows={5}
              spellCheck={false}
              autoComplete="off"
              placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
              className="font-mono text-xs"
            />
          )}
        </FormField>
      )}
      {method === 'password' && (
        <FormField
          limit={HOSTING_RULES.passwordMax}
          control={form.control}
          name="password"
          label="Password"
          id="server-password"
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
      )}
      <p className="flex items-start gap-2 text-xs text-zinc-500">
        <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        {method === 'workspace_key'
          ? "The workspace's private key never leaves Aerie; only its public half goes on the server."
          : method === 'key'
            ? 'The key is stored encrypted and is never shown again, not even to you.'
            : 'The password is stored encrypted and is never shown again, not even to you.'}
      </p>
    </FormDialog>
  );
}
