import { zipSync, type Zippable } from 'fflate';

import type { AppContext } from '../../../context.js';
import type { WebsiteRow } from '../../../db/schema/index.js';
import { renderStaticSite } from './static-site.js';

/**
 * The saved draft as a zip of static files (docs/product.md § Export; the files: static-site.ts). Images and
 * fonts are stored, not deflated again.
 */
export async function exportWebsite(ctx: AppContext, website: WebsiteRow): Promise<Uint8Array> {
  const files = await renderStaticSite(ctx, website, website.projectData);
  const zip: Zippable = {};
  for (const file of files) zip[file.path] = file.compressible ? file.bytes : [file.bytes, { level: 0 }];
  return zipSync(zip, { level: 6 });
}
