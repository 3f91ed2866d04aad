import { z } from 'zod';

import { RELEASE_RULES } from '../../deployments/release-settings.js';
import { websiteUuidParam } from '../website.js';

/**
 * Issue 32 § 4 (docs/product.md § Publish to your own server): a site's copy on a server of its workspace,
 * uploaded as a release at every publish and served there by Caddy under the site's own domain.
 */
export const SITE_SERVER_RULES = { deployPathMax: 240 } as const;

export const SITE_SERVER_MESSAGES = {
  serverNotDeployable: 'Choose an active server of this workspace that Aerie reaches over SSH',
  deployPath:
    'Folder must be an absolute path such as /var/www/site, of letters, digits, . _ - and /, without .. and not /',
  noTarget: 'This site is not published to a server',
  noRelease: 'There is no such release of this site on its server any more',
  saved: 'Saved: the site is uploaded to the server now, and at every publish.',
  savedUnpublished: 'Saved: the site is uploaded to the server at its first publish.',
  removed: 'Removed: the server no longer serves this site. Its files stay in the folder.',
  rollingBack: 'Rolling back: the server serves the release you chose in a moment.',
} as const;

/** Absolute, plain characters only (the folder reaches a shell and Caddy's config), no `.` or `..` part, not `/`. */
export function isSiteDeployPath(value: string): boolean {
  if (!/^\/[A-Za-z0-9._/-]*[A-Za-z0-9._-]$/.test(value)) return false;
  return !value.split('/').some((part) => part === '..' || part === '.');
}

export const siteDeployPathField = z
  .string({ error: 'Folder is required' })
  .trim()
  .min(1, 'Folder is required')
  .max(SITE_SERVER_RULES.deployPathMax, 'Folder is too long')
  .refine(isSiteDeployPath, SITE_SERVER_MESSAGES.deployPath);

export const SITE_RELEASE_STATES = ['queued', 'uploading', 'live', 'failed'] as const;

export const SiteServerTargetSchema = z.object({
  server_id: z.number().int(),
  server_name: z.string(),
  deploy_path: z.string(),
  keep_releases: z.number().int(),
  /** The release `current` points at, as far as Aerie knows; null before the first upload. */
  live_release: z.string().nullable(),
  state: z.enum(SITE_RELEASE_STATES),
  /** Why the last upload or rollback failed, in words; null unless `state` is failed. */
  error: z.string().nullable(),
  released_at: z.string().nullable(),
});

export const SiteServerReleaseSchema = z.object({
  name: z.string(),
  /** The publish's revision of the site it holds. */
  revision: z.number().int(),
  created_at: z.string(),
  is_live: z.boolean(),
});

export const SiteServerSchema = z.object({
  target: SiteServerTargetSchema.nullable(),
  /** The releases still on the server, newest first: each can be rolled back to. */
  releases: z.array(SiteServerReleaseSchema),
  /** Hosts of verified domains pointed at the site: the server's Caddy serves the site under these. */
  hosts: z.array(z.string()),
  /** The servers the site may go to: the workspace's active servers reached over SSH, that the caller sees. */
  servers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_published: z.boolean(),
});
export type SiteServer = z.infer<typeof SiteServerSchema>;
export type SiteServerRelease = z.infer<typeof SiteServerReleaseSchema>;

export const siteServerParams = z.strictObject({ uuid: websiteUuidParam });

export const keepSiteReleasesField = z
  .number({ error: 'Keep releases must be a number' })
  .int('Keep releases must be a whole number')
  .min(RELEASE_RULES.keepReleasesMin, `Keep releases must be between 1 and ${RELEASE_RULES.keepReleasesMax}`)
  .max(RELEASE_RULES.keepReleasesMax, `Keep releases must be between 1 and ${RELEASE_RULES.keepReleasesMax}`);
