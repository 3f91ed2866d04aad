import { MESSAGES, type DomainVerification } from '@aerie/contract';

import type { Config } from '../../../config.js';
import type { WebsiteRow } from '../../../db/schema/index.js';
import { forbidden } from '../../../errors.js';
import { toWebsite } from '../website-view.js';
import { isPaidSite, txtName, txtValue } from '../../domains/index.js';

/** A custom domain comes with a paid site plan that is still running (WEBSITE_PLANS, purchasable ones). */
export function assertPaidSitePlan(website: WebsiteRow): void {
  if (!isPaidSite(website)) throw forbidden(MESSAGES.customDomainNeedsPlan);
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
