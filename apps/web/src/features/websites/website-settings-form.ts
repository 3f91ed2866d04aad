import { SITE_REDIRECT_DAYS, subdomainField, websiteNameField } from '@aerie/contract';
import { z } from 'zod';

import { ApiError } from '@/lib/api-client';

/**
 * Website settings (docs/product.md § Website settings): name and subdomain both required. The contract's subdomain
 * rule strips spaces and lowercases before checking, so what is saved is what the preview shows.
 */
export const WebsiteSettingsSchema = z.object({
  name: websiteNameField,
  subdomain: subdomainField,
  /** How long the old subdomain redirects when it changes (days as the select's value; '0' = not at all). */
  redirectDays: z.enum(SITE_REDIRECT_DAYS.map(String) as [string, ...string[]]),
});
export type WebsiteSettingsValues = z.input<typeof WebsiteSettingsSchema>;
export type WebsiteSettings = z.output<typeof WebsiteSettingsSchema>;

export interface SettingsFailure {
  name?: string;
  subdomain?: string;
  /** For the dialog's red alert (docs/product.md § Error catalogue), when the error belongs to neither field. */
  alert: string | null;
}

/**
 * Where the server's answer to `updatesite/{name}/{domain}/{uuid}` shows. Its fields are path parameters,
 * so the subdomain's errors arrive as `domain`; a 409 (taken by another site) names the subdomain even
 * when it carries no field list.
 */
export function settingsFailure(error: Error): SettingsFailure {
  if (!(error instanceof ApiError)) return { alert: error.message };
  const name = error.fieldError('name');
  const subdomain =
    error.fieldError('domain') ?? error.fieldError('subdomain') ?? (error.status === 409 ? error.message : undefined);
  if (!name && !subdomain) return { alert: error.message };
  return { ...(name ? { name } : {}), ...(subdomain ? { subdomain } : {}), alert: null };
}
