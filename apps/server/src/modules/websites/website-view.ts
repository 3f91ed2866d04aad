import { SITE_TEMPLATE_IDS, WEBSITE_PLAN_IDS, type Website } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { WebsiteRow } from '../../db/schema/index.js';
import { siteOrigin } from './site-address.js';
import { pointRecord, txtName, txtValue } from '../domains/index.js';

type Plan = Website['plan'];
const PLANS: readonly string[] = ['free', ...WEBSITE_PLAN_IDS];
const TEMPLATES: readonly string[] = SITE_TEMPLATE_IDS;

function domainRecords(sites: Config['sites'], website: WebsiteRow): Website['domain_records'] {
  const domain = website.pendingDomain ?? website.customDomain;
  if (!domain) return null;
  return {
    txt: { name: txtName(domain), value: txtValue(website.domainToken ?? '') },
    point: pointRecord(sites),
  };
}

/** The address of a site on the sites domain (`http://{subdomain}.sites.localhost:8080/`), published or not. */
export function siteAddress(sites: Config['sites'], subdomain: string): string {
  return `${siteOrigin(sites, subdomain)}/`;
}

/**
 * Where people open the site: its verified custom domain if it has one, else its subdomain — but only once
 * it is published; before that the card reads 'No website URL' (docs/product.md § Websites and the builder). The custom
 * domain is served on the sites' scheme, since the same front door serves both.
 */
export function websiteUrl(sites: Config['sites'], website: WebsiteRow): string | null {
  return website.publishedAt ? `${liveOrigin(sites, website)}/` : null;
}

/**
 * The origin a site is served on: its verified custom domain, else its subdomain (no trailing slash). A
 * custom domain whose site plan ended is kept but not served (issue 25), so the subdomain is the address.
 */
export function liveOrigin(
  sites: Config['sites'],
  row: Pick<WebsiteRow, 'subdomain' | 'customDomain' | 'customDomainSuspendedAt'>,
): string {
  return row.customDomain && !row.customDomainSuspendedAt
    ? `${sites.scheme}//${row.customDomain}`
    : siteOrigin(sites, row.subdomain);
}

/** A website row as the browser reads it (the contract's Website). */
export function toWebsite(sites: Config['sites'], website: WebsiteRow, projectUid: string): Website {
  return {
    id: website.id,
    uuid: website.uuid,
    name: website.name,
    subdomain: website.subdomain,
    custom_domain: website.customDomain,
    pending_domain: website.pendingDomain,
    url: websiteUrl(sites, website),
    site_address: siteAddress(sites, website.subdomain),
    template: TEMPLATES.includes(website.template) ? website.template : 'blank',
    plan: (PLANS.includes(website.plan) ? website.plan : 'free') as Plan,
    plan_paid_until: website.plan === 'free' ? null : (website.planPaidUntil?.toISOString() ?? null),
    plan_cancel_at_period_end: website.planCancelAtPeriodEnd,
    custom_domain_suspended: website.customDomainSuspendedAt !== null,
    domain_records: domainRecords(sites, website),
    published_at: website.publishedAt?.toISOString() ?? null,
    project_uid: projectUid,
    created_at: website.createdAt.toISOString(),
    updated_at: website.updatedAt.toISOString(),
  };
}
