import { z } from 'zod';

import { deploymentSlugParam } from '../deployments/deployment.js';
import { idParam, text } from '../fields.js';
import { decodePunycodeLabel, scriptsOf } from './punycode.js';

export const DOMAIN_MAX = 253;
export const DOMAIN_LABEL_MAX = 63;

export const DOMAIN_MESSAGES = {
  ipLiteral: 'Enter a domain name such as www.example.com, not an IP address',
  emptyLabel: 'Domain may not have two dots in a row (..) or start or end with a dot',
  tooLong: `Domain must be at most ${DOMAIN_MAX} characters`,
  labelTooLong: `Each part of the domain between dots must be at most ${DOMAIN_LABEL_MAX} characters`,
  shape: 'Enter a domain such as www.example.com (letters, digits and hyphens between dots)',
  badPunycode: 'Domain has an xn-- part that is not a valid encoded international name',
  mixedScripts:
    'Domain has an xn-- part that mixes alphabets (such as Latin and Cyrillic letters), which browsers show as a look-alike of another name',
  platform: 'This domain belongs to the platform; enter a domain you own',
  alreadyAdded: 'This domain is already in the workspace',
  claimed: 'This domain is verified by another workspace',
  hostOutside: 'The host must be the domain itself or a name under it, such as www.',
  notVerified: 'The TXT record was not found yet; DNS changes can take a while to appear.',
  deploymentNeedsVerified:
    'Verify the domain before pointing it at a deployment: Caddy on your server gets a certificate only for a verified name',
  deploymentNeedsPort:
    'Set the port its app listens on in the deployment’s release settings before pointing a host at it',
  chooseDeployment: 'Choose a deployment of this workspace',
} as const;

/**
 * What a user pastes into a domain field, read as the name it means: `https://www.Example.test:8080/page`
 * is `www.example.test` (scheme, path, port and a trailing dot dropped, lower case).
 */
export function normaliseDomainInput(value: string): string {
  let name = value.trim().toLowerCase();
  name = name.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  name = name.replace(/[/?#].*$/, '');
  name = name.replace(/^[^@]*@/, '');
  if (!name.startsWith('[')) name = name.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const isIpLiteral = (name: string) => /^\d+(?:\.\d+){3}$/.test(name) || name.includes(':') || name.startsWith('[');

/** Why a normalised name cannot be a domain, or null. */
export function domainNameProblem(name: string): string | null {
  if (!name) return 'Domain is required';
  if (isIpLiteral(name)) return DOMAIN_MESSAGES.ipLiteral;
  if (name.length > DOMAIN_MAX) return DOMAIN_MESSAGES.tooLong;
  const labels = name.split('.');
  if (labels.some((label) => label === '')) return DOMAIN_MESSAGES.emptyLabel;
  if (labels.some((label) => label.length > DOMAIN_LABEL_MAX)) return DOMAIN_MESSAGES.labelTooLong;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/^[a-z]/.test(labels.at(-1)!)) {
    return DOMAIN_MESSAGES.shape;
  }
  for (const label of labels) {
    if (!label.startsWith('xn--')) continue;
    const decoded = decodePunycodeLabel(label.slice(4));
    if (decoded === null || decoded === '') return DOMAIN_MESSAGES.badPunycode;
    if (scriptsOf(decoded).size > 1) return DOMAIN_MESSAGES.mixedScripts;
  }
  return null;
}

/** A domain or host as entered: normalised, then refused with a message that says why. */
export const domainNameField = (label = 'Domain') =>
  text(label)
    .max(2048, `${label} is too long`)
    .transform(normaliseDomainInput)
    .superRefine((name, context) => {
      const problem = domainNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: problem.replace(/^Domain/, label) });
    });

export const domainIdParam = idParam('Domain');
export const domainHostIdParam = idParam('Host');

export const DOMAIN_TARGET_KINDS = ['site', 'store', 'deployment'] as const;
export type DomainTargetKind = (typeof DOMAIN_TARGET_KINDS)[number];

/** `pending_dns`: not checked yet; `failing`: the last check found no proof (`last_error` says why). */
export const DOMAIN_STATES = ['pending_dns', 'verified', 'failing'] as const;

/**
 * A deployment's host is served by Caddy on the deployment's server (docs/architecture.md § Caddy on your
 * servers). `not_served`: the domain is not verified or the deployment has no app port; `updating`: Aerie is
 * changing Caddy's config there; `served`: the last change went through; `failing`: it did not, `error` says why.
 */
export const CADDY_SERVING_STATES = ['not_served', 'updating', 'served', 'failing'] as const;
export type CaddyServingState = (typeof CADDY_SERVING_STATES)[number];

export const CaddyServingSchema = z.object({
  state: z.enum(CADDY_SERVING_STATES),
  server: z.string(),
  /** Where the host's A record points: the server's address (null if Aerie does not know it). */
  server_ip: z.string().nullable(),
  app_port: z.number().int().nullable(),
  error: z.string().nullable(),
  synced_at: z.string().nullable(),
});
export type CaddyServing = z.infer<typeof CaddyServingSchema>;

export const DomainHostTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site'), uuid: z.string(), name: z.string() }),
  z.object({ kind: z.literal('store'), uuid: z.string(), name: z.string() }),
  z.object({ kind: z.literal('deployment'), slug: z.string(), name: z.string() }),
]);
export type DomainHostTarget = z.infer<typeof DomainHostTargetSchema>;

export const CERTIFICATE_STATES = ['unchecked', 'issued', 'renewing', 'failing'] as const;

export const DomainHostSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  target: DomainHostTargetSchema,
  /** Whether the host answers now: the domain is verified and the target is live (a deployment's: Caddy serves it). */
  served: z.boolean(),
  /** For a deployment's host: how Caddy on its server serves it; null for sites and stores (Aerie serves those). */
  serving: CaddyServingSchema.nullable(),
  /**
   * The certificate visitors are served on the host, as last seen: `unchecked` before any look (the domain is not
   * verified, or the periodic check has not come yet), `issued`, `renewing` (in its last third), `failing` and why.
   */
  certificate: z.object({
    state: z.enum(CERTIFICATE_STATES),
    issuer: z.string().nullable(),
    expires_at: z.string().nullable(),
    error: z.string().nullable(),
    checked_at: z.string().nullable(),
  }),
});
export type DomainHost = z.infer<typeof DomainHostSchema>;

export const DomainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(DOMAIN_STATES),
  last_error: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  /** The records to set at the DNS provider: the TXT proof and where to point the hosts. */
  records: z.object({
    txt: z.object({ name: z.string(), value: z.string() }),
    point: z.object({ type: z.enum(['CNAME', 'A']), target: z.string() }),
  }),
  hosts: z.array(DomainHostSchema),
  created_at: z.string(),
});
export type Domain = z.infer<typeof DomainSchema>;

export const DomainTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('site'), uuid: z.uuid('Site is invalid') }),
  z.strictObject({ kind: z.literal('store'), uuid: z.uuid('Store is invalid') }),
  z.strictObject({ kind: z.literal('deployment'), slug: deploymentSlugParam }),
]);
