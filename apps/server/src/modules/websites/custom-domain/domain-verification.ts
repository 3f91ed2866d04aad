import { MESSAGES, type DomainVerification } from '@aerie/contract';

import type { Config } from '../../../config.js';
import type { WebsiteRow } from '../../../db/schema/index.js';
import { forbidden } from '../../../errors.js';
import { toWebsite } from '../website-view.js';

/** Where the proof goes: a TXT record on a name of the domain that nothing else uses. */
export const txtName = (domain: string) => `_aerie-verification.${domain}`;
export const txtValue = (token: string) => `aerie-site-verification=${token}`;

/** A custom domain comes with a paid site plan that is still running (WEBSITE_PLANS, purchasable ones). */
export function hasPaidSitePlan(website: WebsiteRow, now = new Date()): boolean {
  return website.plan !== 'free' && website.planPaidUntil !== null && website.planPaidUntil > now;
}

export function assertPaidSitePlan(website: WebsiteRow): void {
  if (!hasPaidSitePlan(website)) throw forbidden(MESSAGES.customDomainNeedsPlan);
}

/** The domain being set up (pending) or, once verified, the one served; with its TXT record. */
export function domainVerification(
  website: WebsiteRow,
  projectUid: string,
  sites: Config['sites'],
): DomainVerification {
  const domain = website.pendingDomain ?? website.customDomain ?? '';
  return {
    website: toWebsite(sites, website, projectUid),
    domain,
    txt_name: txtName(domain),
    txt_value: txtValue(website.domainToken ?? ''),
    verified: !website.pendingDomain && website.customDomain !== null,
  };
}
