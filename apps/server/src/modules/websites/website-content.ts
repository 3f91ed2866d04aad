import type { ProjectData, WebsiteContent } from '@aerie/contract';

import type { Config } from '../../config.js';
import { isWebsiteAdmin, type VisibleWebsite } from './website-access.js';
import { toWebsite } from './website-view.js';

/** What the editor opens: the site, its draft and the revision the draft is (docs/product.md § Saving and revisions). */
export function websiteContent(config: Config, visible: VisibleWebsite, userId: number): WebsiteContent {
  return {
    website: toWebsite(config.sites, visible.website, visible.project.uid),
    revision: visible.website.revision,
    project_data: visible.website.projectData as ProjectData,
    can_delete: isWebsiteAdmin(visible, userId),
  };
}
