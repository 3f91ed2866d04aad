import type { PageChange } from '@aerie/contract';

type Json = unknown;
type Page = Record<string, Json>;

/** A JSON value written with its object keys sorted, so two equal documents compare equal whatever their key order. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Json>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonical(each)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const pagesOf = (data: Json): Page[] => {
  const pages = (data as { pages?: unknown } | null)?.pages;
  return Array.isArray(pages) ? pages.filter((page): page is Page => page !== null && typeof page === 'object') : [];
};

const nameOf = (page: Page, index: number) =>
  typeof page.name === 'string' && page.name.trim() ? page.name : index === 0 ? 'Home' : `Page ${index + 1}`;

/** Pages are matched by their GrapesJS id (kept across renames); a page without one by its place. */
const keyOf = (page: Page, index: number) => (typeof page.id === 'string' ? `id:${page.id}` : `at:${index}`);

/**
 * What makes a page's content and settings: everything but its name and the editor's frame ids (GrapesJS may
 * give a frame a fresh id when it loads a page; that is not an edit anyone made).
 */
function pageBody(page: Page): string {
  const { name: _name, frames, ...rest } = page;
  const framesWithoutIds = Array.isArray(frames)
    ? frames.map((frame) => {
        if (frame === null || typeof frame !== 'object') return frame;
        const { id: _id, ...kept } = frame as Record<string, Json>;
        return kept;
      })
    : frames;
  return canonical({ ...rest, frames: framesWithoutIds });
}

/** Everything beside the pages that shapes the site (its stylesheet, and any site-wide settings); not the asset list. */
function siteWide(data: Json): string {
  const { pages: _pages, assets: _assets, ...rest } = (data ?? {}) as Record<string, Json>;
  return canonical(rest);
}

/**
 * The differences between the live site's project data and the draft's (docs/product.md § Draft and live): pages
 * added, removed, renamed or edited (content or page settings), in the draft's order with removed pages last,
 * and whether the site-wide styles changed.
 */
export function compareProjectData(live: Json, draft: Json): { pages: PageChange[]; siteStylesChanged: boolean } {
  const livePages = new Map(pagesOf(live).map((page, index) => [keyOf(page, index), { page, index }]));
  const changes: PageChange[] = [];
  const seen = new Set<string>();
  pagesOf(draft).forEach((page, index) => {
    const key = keyOf(page, index);
    seen.add(key);
    const before = livePages.get(key);
    const name = nameOf(page, index);
    if (!before) {
      changes.push({ change: 'added', name, previous_name: null });
      return;
    }
    const previousName = nameOf(before.page, before.index);
    if (previousName !== name) changes.push({ change: 'renamed', name, previous_name: previousName });
    if (pageBody(before.page) !== pageBody(page)) changes.push({ change: 'edited', name, previous_name: null });
  });
  for (const [key, { page, index }] of livePages) {
    if (!seen.has(key)) changes.push({ change: 'removed', name: nameOf(page, index), previous_name: null });
  }
  return { pages: changes, siteStylesChanged: siteWide(live) !== siteWide(draft) };
}
