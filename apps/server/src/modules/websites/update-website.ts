import { MESSAGES, type Website } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { websites } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import type { VisibleWebsite } from './website-access.js';
import { toWebsite } from './website-view.js';

export interface WebsiteSettings {
  name: string;
  /** Already normalised by the contract: spaces stripped, lowercase, not reserved. */
  subdomain: string;
}

/**
 * Website settings (docs/product.md § Website settings): renames the site and moves it to another subdomain. A
 * published site moves with it at once, since the sites host looks the subdomain up on this row. The unique constraint
 * is the judge of "taken": checked first, two sites claiming one name at once would both pass, and the loser would hear
 * 500; caught here, it hears 409 on the field.
 */
export async function updateWebsite(
  db: Queryable,
  config: Config,
  { website, project }: VisibleWebsite,
  settings: WebsiteSettings,
): Promise<Website> {
  try {
    const [updated] = await db
      .update(websites)
      .set({ name: settings.name, subdomain: settings.subdomain, updatedAt: new Date() })
      .where(eq(websites.id, website.id))
      .returning();
    if (!updated) throw notFound('The website');
    return toWebsite(config.sites, updated, project.uid);
  } catch (error) {
    if (isUniqueViolation(error, 'websites_subdomain_unique')) {
      throw fieldError('domain', MESSAGES.subdomainTaken, 'conflict');
    }
    throw error;
  }
}
