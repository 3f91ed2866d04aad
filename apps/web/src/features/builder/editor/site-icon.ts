import type { Editor } from 'grapesjs';

import { markChanged } from './mark-changed';

/** Where the editor keeps the chosen icon between loads and saves (an attribute of its own model). */
const ATTRIBUTE = 'aerieSiteIcon';

/** Fired at once whenever the icon changes, chosen, removed or loaded with a draft (`update` follows a tick later). */
export const SITE_ICON_CHANGED = `change:${ATTRIBUTE}`;

/** The site icon of the open draft: an uploaded image's address on the assets origin, or '' for none. */
export function siteIconOf(editor: Editor): string {
  return String(editor.getModel().get(ATTRIBUTE) ?? '');
}

/** Chooses (or with '' removes) the site icon; saved with the draft like any edit. */
export function setSiteIcon(editor: Editor, src: string): void {
  editor.getModel().set(ATTRIBUTE, src);
  markChanged(editor);
}

/**
 * The site icon is a site-wide setting of the project data (`siteIcon`, docs/product.md § Site icon), beside the
 * pages, styles and symbols GrapesJS keeps itself. GrapesJS drops keys it does not know when it loads a draft and
 * leaves them out when it is asked for one, so the editor holds the icon and puts it back into every project data
 * it hands out (`project:get`). `initial` is the opened draft's: GrapesJS loaded it before anyone could listen.
 */
export function keepSiteIcon(editor: Editor, initial: string | undefined): void {
  editor.getModel().set(ATTRIBUTE, initial ?? '');
  editor.on('project:load', ({ project }: { project: { siteIcon?: unknown } }) => {
    editor.getModel().set(ATTRIBUTE, typeof project.siteIcon === 'string' ? project.siteIcon : '');
  });
  editor.on('project:get', ({ project }: { project: { siteIcon?: string } }) => {
    const src = siteIconOf(editor);
    if (src) project.siteIcon = src;
  });
}
