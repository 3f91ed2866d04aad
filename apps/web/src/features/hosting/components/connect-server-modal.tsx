import { HOSTING_MESSAGES, HOSTING_RULES, SERVER_PROTOCOLS } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useConnectServer } from '../api/connect-server';
import {
  CONNECT_SERVER_DEFAULTS,
  ConnectServerFormSchema,
  connectServerBody,
  isConnectFormComplete,
  type ConnectServerOutput,
  type ConnectServerValues,
} from '../connect-server-form';

const SERVER_FIELDS = ['name', 'hostname', 'ip', 'port', 'protocal', 'username', 'ssh', 'password'] as const;

export interface ConnectServerModalProps {
  open: boolean;
  projectUid: string;
  workspaceSlug: string;
  onClose: () => void;
  /** Called once the server is connected (the page shows the Server Connections tab). */
  onConnected: () => void;
}

/**
 * 'Connect a Server' (docs/product.md § Server connections): the server is reached over SSH before it is saved. Create
 * Server is inactive until name, hosting provider, ip, port, protocol and username are filled; the server's message
 * shows and the dialog closes 1 s later (docs/product.md § Server connections). Field errors go beside their fields,
 * others above.
 */
export function ConnectServerModal({ open, projectUid, workspaceSlug, onClose, onConnected }: ConnectServerModalProps) {
  const connect = useConnectServer();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ConnectServerValues, unknown, ConnectServerOutput>({
    resolver: zodResolver(ConnectServerFormSchema),
    mode: 'onTouched',
    defaultValues: CONNECT_SERVER_DEFAULTS,
  });
  const [name, hostname, ip, port, protocal, username, useKey] = useWatch({
    control: form.control,
    name: ['name', 'hostname', 'ip', 'port', 'protocal', 'username', 'useKey'],
  });
  const isComplete = isConnectFormComplete({ name, hostname, ip, port, protocal, username });

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
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField control={form.control} name="protocal" label="Protocol" id="server-protocol">
          {(field) => (
            <Select {...field}>
              {SERVER_PROTOCOLS.map((protocol) => (
                <option key={protocol} value={protocol}>
                  {protocol}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          limit={HOSTING_RULES.usernameMax}
          control={form.control}
          name="username"
          label="Username"
          id="server-username"
        >
          {(field) => <Input {...field} autoComplete="off" autoCapitalize="none" spellCheck={false} />}
        </FormField>
      </div>
      {protocal !== 'ssh' && (
        <p className="text-xs text-amber-700">
          Only SSH servers can take deployments and SSH users. This server is saved without them.
        </p>
      )}
      <Checkbox {...form.register('useKey')} id="server-use-key" label="Use SSH key" />
      {useKey ? (
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
      ) : (
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
        {useKey
          ? 'The key is stored encrypted and is never shown again, not even to you.'
          : 'The password is stored encrypted and is never shown again, not even to you.'}
      </p>
    </FormDialog>
  );
}
