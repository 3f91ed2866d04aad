import { ConnectServerSchema, HOSTING_RULES, serverPortField, type ConnectServer } from '@aerie/contract';
import { z } from 'zod';

const fields = ConnectServerSchema.shape;

/**
 * The connect-server form (docs/product.md § Server connections): the contract's own field rules, plus the 'Use SSH
 * key' switch that decides which credential is sent. Only the chosen credential is checked.
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
    protocal: fields.protocal,
    username: fields.username,
    useKey: z.boolean(),
    ssh: z.string(),
    password: z.string(),
  })
  .superRefine((values, context) => {
    if (values.useKey && !values.ssh.trim())
      context.addIssue({ code: 'custom', path: ['ssh'], message: 'SSH key is required' });
    if (values.useKey && values.ssh.length > HOSTING_RULES.privateKeyMax)
      context.addIssue({ code: 'custom', path: ['ssh'], message: 'SSH key is too long' });
    if (!values.useKey && !values.password)
      context.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    if (!values.useKey && values.password.length > HOSTING_RULES.passwordMax)
      context.addIssue({ code: 'custom', path: ['password'], message: 'Password is too long' });
  });

export interface ConnectServerValues {
  name: string;
  hostname: string;
  ip: string;
  port: string;
  protocal: ConnectServer['protocal'];
  username: string;
  useKey: boolean;
  ssh: string;
  password: string;
}
export type ConnectServerOutput = z.output<typeof ConnectServerFormSchema>;

export const CONNECT_SERVER_DEFAULTS: ConnectServerValues = {
  name: '',
  hostname: '',
  ip: '',
  port: String(HOSTING_RULES.defaultPort),
  protocal: 'ssh',
  username: '',
  useKey: true,
  ssh: '',
  password: '',
};

/** docs/product.md § Server connections: the Create Server button is inactive until these six are all non-empty. */
export function isConnectFormComplete(
  values: Pick<ConnectServerValues, 'name' | 'hostname' | 'ip' | 'port' | 'protocal' | 'username'>,
): boolean {
  return [values.name, values.hostname, values.ip, values.port, values.protocal, values.username].every(
    (value) => String(value ?? '').trim() !== '',
  );
}

/**
 * The connect-server payload (docs/product.md § Server connections): with the key checked the key is sent and no
 * password, otherwise the password and no key; the port as an integer; hardlink and maintenance 0.
 */
export function connectServerBody(values: ConnectServerOutput, projectUid: string): ConnectServer {
  const { useKey, ssh, password, ...server } = values;
  return {
    ...server,
    ...(useKey ? { ssh } : { password }),
    hardlink: 0,
    maintenance: 0,
    project_id: projectUid,
  };
}
