import type { Website } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { WebsiteRow } from '../../db/schema/index.js';
import { siteOrigin } from './site-address.js';

/** Where people open the site: its verified custom domain if it has one, else its sites subdomain. */
export function siteAddress(sites: Config['sites'], row: Pick<WebsiteRow, 'subdomain' | 'customDomain'>): string {
  return row.customDomain ? `${sites.scheme}//${row.customDomain}` : siteOrigin(sites, row.subdomain);
}

/** A website row as the contract shows it; `url` stays null until the first publish. */
export function toWebsite(row: WebsiteRow, projectUid: string, sites: Config['sites']): Website {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    subdomain: row.subdomain,
    custom_domain: row.customDomain,
    pending_domain: row.pendingDomain,
    url: row.publishedAt ? `${siteAddress(sites, row)}/` : null,
    site_address: `${siteOrigin(sites, row.subdomain)}/`,
    template: row.template,
    plan: row.plan as Website['plan'],
    published_at: row.publishedAt?.toISOString() ?? null,
    project_uid: projectUid,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
