import { z } from 'zod';

import { idField, isStorableText, requiredText } from '../fields.js';
import { projectUidField } from '../projects/project.js';

/** docs/product.md § Hosting page, § Page sizes: the page sizes, limits and timers of the hosting screens. */
export const HOSTING_RULES = {
  perPage: 12,
  sshPerPage: 10,
  logsPerPage: 12,
  sshNameMax: 50,
  nameMax: 80,
  hostnameMax: 80,
  usernameMax: 32,
  passwordMax: 256,
  privateKeyMax: 16_384,
  publicKeyMax: 16_384,
  defaultPort: 22,
  /** The connect-server modal closes 1 s after success (docs/product.md § Server connections). */
  connectCloseMs: 1000,
  /** The add-SSH-user modal closes 1.5 s after success (docs/product.md § SSH users). */
  sshAddCloseMs: 1500,
  /** docs/product.md § Business constants: payment region, type and action of a pilot purchase. */
  region: 'LON1',
  paymentType: 'pilot',
  paymentAction: 'create.pilot',
  discountCodeMax: 40,
  /** Failed SSH connection attempts per workspace per 10 minutes, then 429 (apps/server connect-server.ts). */
  connectFailuresPer10Minutes: 30,
} as const;

/**
 * The texts of docs/product.md § Hosting page, § Error catalogue word for word, plus ours for what it leaves unsaid.
 * The payment texts are PAYMENT_MESSAGES, the 60 s wait DELAYS_MS.postPaymentWait.
 */
export const HOSTING_MESSAGES = {
  notProvisioned: 'Not Provisioned',
  sshEmpty: 'List is empty',
  noUserId: 'Could not get your User ID, please reload page',
  pilotRenewed: 'Pilot was successfully provisioned!',
  pilotDeleted: 'Pilot was successfully deleted!',
  missingPlanOrTemplate: 'There is a problem. Please select a plan and template to continue',
  emptyPilots: 'You have not added any pilot',
  emptyConnections: 'You have not added any server',
  emptyLogs: 'You have not added any server logs',
  serverConnected: 'Server connected successfully.',
  serverDeleted: 'Server was successfully deleted!',
  pilotProvisioned: 'Pilot was successfully provisioned!',
  pilotProvisioning: 'Your pilot is being created. Its IP address will show here in a minute.',
  pilotRebooted: 'Pilot is rebooting.',
  pilotPoweredOn: 'Pilot was successfully powered on!',
  pilotPoweredOff: 'Pilot was successfully powered off!',
  pilotBusy: 'The pilot is busy with another action. Please try again in a minute.',
  pilotExpired: 'This pilot has expired. Renew it to use it again.',
  pilotNotProvisioned: 'This pilot has not been provisioned yet.',
  sshAdded: 'SSH user was added successfully.',
  sshDeleted: 'SSH user was deleted successfully.',
  invalidDiscount: 'The promo code is invalid or has expired',
  discountUsedUp: 'This promo code has been used up',
  invalidPublicKey: 'The access key must be an OpenSSH public key (ssh-ed25519, ssh-rsa or ecdsa-sha2-…)',
  notUsable: 'This server does not use SSH, so it cannot be reached for this action.',
  /** Issue 28: the connect was tried with the workspace's key, which the server does not have yet. */
  workspaceKeyRefused: (username: string) =>
    `The server refused this workspace's key for user ${username}. Run the install command on the server as ${username} first.`,
} as const;

/** docs/product.md § Hosting: the connect-server payload's `protocal` (sic) values. Only ssh reaches the server. */
export const SERVER_PROTOCOLS = ['ftp', 'ftps', 'http', 'https', 'ssh'] as const;
export type ServerProtocol = (typeof SERVER_PROTOCOLS)[number];

/** Where a pilot runs: a sandbox on this host (the default) or a DigitalOcean droplet. */
export const CLOUD_PROVIDERS = ['local', 'digitalocean'] as const;
export type CloudProviderName = (typeof CLOUD_PROVIDERS)[number];

export const SERVER_ACTIONS = [
  'connect',
  'provision',
  'reboot',
  'power_on',
  'power_off',
  'delete',
  'renew',
  'cancel',
  'resume',
  'access_added',
  'access_removed',
  'deploy',
] as const;
export type ServerAction = (typeof SERVER_ACTIONS)[number];

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:]{2,39}$/;
const HOSTNAME =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An IPv4 or IPv6 address, or a DNS name: never a value that could read as an ssh option. */
export function isServerAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (IPV6.test(value) && value.includes(':')) return true;
  return HOSTNAME.test(value) && !/^\d+(\.\d+)*$/.test(value);
}

export const serverAddressField = requiredText('IP address', 253).refine(
  isServerAddress,
  'IP address must be an IPv4 or IPv6 address or a host name',
);
export const serverUsernameField = requiredText('Username', HOSTING_RULES.usernameMax).regex(
  /^[a-zA-Z0-9._][a-zA-Z0-9._-]*$/,
  'Username may use letters, digits, dots, dashes and underscores',
);
export const serverPortField = z.coerce
  .number({ error: 'Port must be a number' })
  .int('Port must be a whole number')
  .min(1, 'Port must be from 1 to 65535')
  .max(65535, 'Port must be from 1 to 65535');
export const serverSlugParam = z.string().regex(/^[a-z0-9]{8,40}$/, 'Server is invalid');
export const pilotIdParam = z.string().regex(/^pil_[a-z0-9]{16,40}$/, 'Pilot is invalid');
export const accessSlugParam = z.string().regex(/^[a-z0-9]{8,40}$/, 'SSH user is invalid');

export const SERVER_AUTH_METHODS = ['key', 'password', 'workspace_key', 'managed'] as const;
export type ServerAuthMethod = (typeof SERVER_AUTH_METHODS)[number];

/**
 * What the last check of a server found (issue 28, docs/product.md § Server connections). `reachable` false: Aerie
 * could not log in and read its facts, `message` says why, and the figures are the last ones read. The OS is the
 * server's `os`. Sizes in bytes.
 */
export const ServerStateSchema = z.object({
  reachable: z.boolean(),
  checked_at: z.string(),
  message: z.string().nullable(),
  uptime_seconds: z.number().int().nullable(),
  disk_free_bytes: z.number().int().nullable(),
  memory_free_bytes: z.number().int().nullable(),
});
export type ServerState = z.infer<typeof ServerStateSchema>;

/** A server of a project (docs/product.md § Hosting): a pilot (pilot_id set) or the user's own server connection (pilot_id null). */
export const ServerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The hosting provider the user typed, or the cloud's name for a pilot. */
  hostname: z.string(),
  ip: z.string().nullable(),
  port: z.number().int(),
  protocal: z.enum(SERVER_PROTOCOLS),
  username: z.string(),
  /** 1 active, 0 inactive (docs/product.md § Hosting page). */
  active: z.union([z.literal(0), z.literal(1)]),
  is_expired: z.boolean(),
  /** Set on pilots; null on server connections (docs/product.md § Server connections). */
  pilot_id: z.string().nullable(),
  project_id: z.number().int(),
  /** `workspace_key`: logs in with the workspace's own key pair (issue 28); `managed`: a pilot's key Aerie made. */
  auth_method: z.enum(SERVER_AUTH_METHODS),
  /** The pinned host key (`SHA256:…`), `local` for a pilot on this host, null before the first connect. */
  fingerprint: z.string().nullable(),
  os: z.string().nullable(),
  git_installed: z.boolean().nullable(),
  /** Only SSH servers can be reached for deployments and SSH users. */
  usable: z.boolean(),
  provider: z.enum(CLOUD_PROVIDERS).nullable(),
  plan: z.string().nullable(),
  template: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Pilots: cancelled, so destroyed at `expires_at` instead of renewed (issue 25). */
  cancel_at_period_end: z.boolean(),
  /** Pilots: when the server will be destroyed if nothing changes (cancelled or unpaid); null otherwise. */
  destroys_at: z.string().nullable(),
  /** The last check over SSH, every few minutes (issue 28); null before the first. */
  state: ServerStateSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Server = z.infer<typeof ServerSchema>;

export const ServerPageSchema = z.object({
  data: z.array(ServerSchema),
  current_page: z.number().int(),
  per_page: z.literal(HOSTING_RULES.perPage),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ServerPage = z.infer<typeof ServerPageSchema>;

/**
 * docs/product.md § Server connections, connect-server payload. `ssh` is a pasted private key, `password` a password;
 * at most one of them is sent, and with neither the server logs in with the workspace's own key (issue 28: nothing
 * secret is pasted, the default of the form). `protocal` stays in the API as the spec has it; Aerie uses SSH only.
 */
export const ConnectServerSchema = z
  .strictObject({
    name: requiredText('Name', HOSTING_RULES.nameMax),
    hostname: requiredText('Hosting provider', HOSTING_RULES.hostnameMax),
    ip: serverAddressField,
    port: serverPortField.default(HOSTING_RULES.defaultPort),
    protocal: z.enum(SERVER_PROTOCOLS, { error: 'Protocol must be ftp, ftps, http, https or ssh' }),
    username: serverUsernameField,
    ssh: z
      .string({ error: 'SSH key must be text' })
      .refine(isStorableText, 'SSH key contains a character that is not allowed')
      .trim()
      .min(1, 'SSH key is required')
      .max(HOSTING_RULES.privateKeyMax, 'SSH key is too long')
      .optional(),
    password: z
      .string({ error: 'Password must be text' })
      .refine(isStorableText, 'Password contains a character that is not allowed')
      .min(1, 'Password is required')
      .max(HOSTING_RULES.passwordMax, 'Password is too long')
      .optional(),
    hardlink: z.union([z.literal(0), z.literal(1)]).default(0),
    maintenance: z.union([z.literal(0), z.literal(1)]).default(0),
    project_id: projectUidField,
  })
  .superRefine((body, context) => {
    if (body.ssh !== undefined && body.password !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Send either an SSH key or a password, not both',
      });
  });
export type ConnectServer = z.infer<typeof ConnectServerSchema>;

/** docs/product.md § SSH users, SSH access entry. */
export const SshAccessSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The public key as stored (public by nature). */
  access: z.string(),
  /** `SHA256:…` of the key, what the list shows. */
  fingerprint: z.string(),
  falcon_id: z.number().int(),
  project_id: z.number().int(),
  created_by: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  created_at: z.string(),
});
export type SshAccess = z.infer<typeof SshAccessSchema>;

export const AddSshAccessSchema = z.strictObject({
  name: requiredText('Name', HOSTING_RULES.sshNameMax),
  access: requiredText('Access key', HOSTING_RULES.publicKeyMax),
  falcon_id: idField('Server'),
  project_id: projectUidField,
});
export type AddSshAccess = z.infer<typeof AddSshAccessSchema>;

/** One line of a server's history (Server Logs tab). */
export const ServerLogSchema = z.object({
  id: z.number().int(),
  server_id: z.number().int().nullable(),
  server_name: z.string(),
  action: z.enum(SERVER_ACTIONS),
  outcome: z.enum(['success', 'failure']),
  message: z.string(),
  user: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  created_at: z.string(),
});
export type ServerLog = z.infer<typeof ServerLogSchema>;

/** docs/product.md § Buying a pilot: prices per month, in dollars and naira (whole units, as the spec shows them). */
export const PilotPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dollar_price: z.number(),
  naira_price: z.number(),
  /** Issue 25: the price a workspace billed in pounds pays (the dollar price × 0.8, whole pounds). */
  pound_price: z.number(),
  details: z.array(z.string()),
});
export type PilotPlan = z.infer<typeof PilotPlanSchema>;

export const PilotTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  details: z.string(),
});
export type PilotTemplate = z.infer<typeof PilotTemplateSchema>;
