import { SITE_TEMPLATE_IDS, SITE_TEMPLATES, type SiteTemplateId, type Store } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { stores as storesTable } from '../../db/schema/index.js';
import { storeOrigin } from './store-hosts.js';

/** A row of `stores` (declared here: the schema file is shared and exports no row types for it). */
export type StoreRow = typeof storesTable.$inferSelect;

const THEMES: readonly string[] = SITE_TEMPLATE_IDS;

/** The theme a row names, or `blank` if the starter it named has since been retired. */
function themeOf(row: StoreRow): SiteTemplateId {
  return THEMES.includes(row.theme) ? (row.theme as SiteTemplateId) : 'blank';
}

/**
 * A store row as the dashboard reads it (the contract's Store). The badges are what tells two stores of a
 * project apart at a glance: the starter design the storefront wears and the currency it sells in.
 */
export function toStore(stores: Config['stores'], row: StoreRow, projectUid: string): Store {
  const theme = themeOf(row);
  const themeName = SITE_TEMPLATES.find((template) => template.id === theme)?.name ?? theme;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    status: row.status,
    badges: [themeName, row.currency],
    theme,
    store: { domain: row.domain, full_domain: `${row.domain}.${stores.host}` },
    url: `${storeOrigin(stores, row.domain)}/`,
    project_uid: projectUid,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
