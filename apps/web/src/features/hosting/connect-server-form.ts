import { ConnectServerSchema, HOSTING_RULES, serverPortField, type ConnectServer } from '@aerie/contract';
import { z } from 'zod';

const fields = ConnectServerSchema.shape;

/**
 * How the new server logs in (issue 28): the workspace's own key, installed on the server with one command — the
 * default, nothing secret is pasted — or a password, or a pasted private key.
 */
export const CONNECT_METHODS = ['workspace_key', 'password', 'key'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

/**
 * The connect-server form (docs/product.md § Server connections): the contract's own field rules, and only the chosen
 * way's credential is checked. There is no protocol choice: Aerie reaches servers over SSH only, so the form always
 * sends `protocal: 'ssh'` (the spec's field stays in the API).
 */
export const ConnectServerFormSchema = z
  .object({
    name: fields.name,
    hostname: fields.hostname,
    ip: fields.ip,
    // Typed as text in the form, sent as an integer (docs/product.md § Server connections).
    port: z
      .string()
      .trim()
      .min(1, 'Port is required')
      .transform((value, context) => {
        const port = serverPortField.safeParse(value);
        if (port.success) return port.data;
        context.addIssue({ code: 'custom', message: port.error.issues[0]?.message ?? 'Port is invalid' });
        return z.NEVER;
      }),
    username: fields.username,
    method: z.enum(CONNECT_METHODS),
    ssh: z.string(),
    password: z.string(),
  })
  .superRefine((values, context) => {
    if (values.method === 'key' && !values.ssh.trim())
      context.addIssue({ code: 'custom', path: ['ssh'], message: 'SSH key is required' });
    if (values.method === 'key' && values.ssh.length > HOSTING_RULES.privateKeyMax)
      context.addIssue({ code: 'custom', path: ['ssh'], message: 'SSH key is too long' });
    if (values.method === 'password' && !values.password)
      context.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    if (values.method === 'password' && values.password.length > HOSTING_RULES.passwordMax)
      context.addIssue({ code: 'custom', path: ['password'], message: 'Password is too long' });
  });

export interface ConnectServerValues {
  name: string;
  hostname: string;
  ip: string;
  port: string;
  username: string;
  method: ConnectMethod;
  ssh: string;
  password: string;
}
export type ConnectServerOutput = z.output<typeof ConnectServerFormSchema>;

export const CONNECT_SERVER_DEFAULTS: ConnectServerValues = {
  name: '',
  hostname: '',
  ip: '',
  port: String(HOSTING_RULES.defaultPort),
  username: '',
  method: 'workspace_key',
  ssh: '',
  password: '',
};

/** docs/product.md § Server connections: the Create Server button is inactive until these are all non-empty. */
export function isConnectFormComplete(
  values: Pick<ConnectServerValues, 'name' | 'hostname' | 'ip' | 'port' | 'username'>,
): boolean {
  return [values.name, values.hostname, values.ip, values.port, values.username].every(
    (value) => String(value ?? '').trim() !== '',
  );
}

/**
 * The connect-server payload (docs/product.md § Server connections): the pasted key or the password for those ways,
 * neither for the workspace's key (the server then logs in with it); always SSH; the port as an integer; hardlink and
 * maintenance 0.
 */
export function connectServerBody(values: ConnectServerOutput, projectUid: string): ConnectServer {
  const { method, ssh, password, ...server } = values;
  return {
    ...server,
    protocal: 'ssh',
    ...(method === 'key' ? { ssh } : method === 'password' ? { password } : {}),
    hardlink: 0,
    maintenance: 0,
    project_id: projectUid,
  };
}
