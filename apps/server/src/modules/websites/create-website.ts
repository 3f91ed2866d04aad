import { randomInt } from 'node:crypto';

import { templateProjectData } from '@aerie/blocks';
import { LIMITS, SITE_TEMPLATES, type ProjectData, type SiteTemplateId, type Website } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { websiteRevisions, websites, type ProjectRow, type WebsiteRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.js';
import { assetsOrigin } from './site-address.js';
import { lockSubdomains, redirectHolderOf } from './subdomain-claims.js';
import { toWebsite } from './website-view.js';

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const SUFFIX_LENGTH = 4;
/** 32^4 ≈ a million suffixes per template name: a few draws always find a free one. */
const SUBDOMAIN_ATTEMPTS = 5;

/** `Agency starter` → `agency-starter`: a DNS label made of the name's letters and digits. */
export function subdomainSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (slug || 'site').slice(0, LIMITS.subdomainMax - SUFFIX_LENGTH - 1).replace(/-+$/, '');
}

/** A free subdomain to start with: the slug and 4 random lowercase base32 characters (`agency-starter-k3qz`). */
export function newSubdomain(name: string): string {
  let suffix = '';
  for (let index = 0; index < SUFFIX_LENGTH; index += 1) suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return `${subdomainSlug(name)}-${suffix}`;
}

export interface CreateWebsiteInput {
  project: ProjectRow;
  template: SiteTemplateId;
  /** The name asked for on creation (already trimmed and length-checked by the contract). */
  name?: string;
  creatorId: number;
  /** Injectable so a test can force the unlikely subdomain collision. */
  pickSubdomain?: (name: string) => string;
}

/**
 * A new site from a starter template (docs/product.md § Starter templates, Select): named as asked (or after the
 * template), on a free random subdomain, its draft the template's pages with that name in their titles, brand and
 * footer, saved as revision 1 so it can be restored like any other. A subdomain someone took a moment earlier is
 * retried with a fresh suffix (each try a savepoint).
 */
export async function createWebsite(db: Queryable, config: Config, input: CreateWebsiteInput): Promise<Website> {
  const { project, template, creatorId, pickSubdomain = newSubdomain } = input;
  const name = (input.name ?? SITE_TEMPLATES.find((candidate) => candidate.id === template)?.name ?? 'Website')
    .slice(0, LIMITS.websiteNameMax)
    .trim();
  const projectData = templateProjectData(template, assetsOrigin(config.sites), name);
  const website = await insertWebsite(db, { project, template, creatorId, name, projectData, pickSubdomain }).catch(
    (error: unknown) => {
      // The project was deleted between the access check and the insert.
      throw isForeignKeyViolation(error) ? notFound('The project') : error;
    },
  );
  return toWebsite(config.sites, website, project.uid);
}

interface WebsiteRecord {
  project: ProjectRow;
  template: SiteTemplateId;
  creatorId: number;
  name: string;
  projectData: ProjectData;
  pickSubdomain: (name: string) => string;
}

class HeldByRedirect extends Error {}

async function insertWebsite(db: Queryable, record: WebsiteRecord): Promise<WebsiteRow> {
  const { project, template, creatorId, name, projectData, pickSubdomain } = record;
  return db.transaction(async (tx) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await tx.transaction(async (savepoint) => {
          const subdomain = pickSubdomain(name);
          // A name another site's redirect still holds is taken too (subdomain-claims.ts): tried again like a clash.
          await lockSubdomains(savepoint, [subdomain]);
          if ((await redirectHolderOf(savepoint, subdomain, new Date())) !== null) throw new HeldByRedirect();
          const [row] = await savepoint
            .insert(websites)
            .values({
              projectId: project.id,
              name,
              subdomain,
              template,
              revision: 1,
              projectData,
              createdById: creatorId,
            })
            .returning();
          await savepoint
            .insert(websiteRevisions)
            .values({ websiteId: row!.id, revision: 1, projectData, savedById: creatorId });
          return row!;
        });
      } catch (error) {
        const isClash = error instanceof HeldByRedirect || isUniqueViolation(error, 'websites_subdomain_unique');
        if (attempt >= SUBDOMAIN_ATTEMPTS || !isClash) throw error;
      }
    }
  });
}
