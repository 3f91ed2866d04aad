/**
 * What the editor leaves in a page that a published site must not carry (docs/product.md § Visual builder,
 * Publishing): ids GrapesJS invented to hang a style on, once nothing uses them, and empty anchors with no
 * address (or bare empty spans) its text editor inserted. Ids something refers to (a CSS rule, an in-page link, a `<label for>`, an ARIA relation) stay.
 */

/** GrapesJS names a component it must address `i` + a few base-36 characters, and a copy of one `…-2`. */
const EDITOR_ID = /^i[a-z0-9]{2,7}(-\d+)?$/;

/** Attributes whose value names other elements by id. */
const ID_REFERENCES =
  /\s(?:for|headers|list|form|aria-(?:labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto))="([^"]*)"/gi;

export interface SiteReferences {
  /** Every id the site refers to: CSS rules, links, labels, ARIA relations. */
  ids: Set<string>;
  /** The ids links point at (`#contact`, `/about#team`). */
  linkTargets: Set<string>;
}

/**
 * What the site refers to, on any page (a link `/#contact` from another page counts): over-counting only
 * keeps an id, never breaks a reference.
 */
export function siteReferences(pagesHtml: readonly string[], css: string): SiteReferences {
  const ids = new Set<string>();
  const linkTargets = new Set<string>();
  for (const [, id] of css.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) ids.add(id!);
  for (const html of pagesHtml) {
    for (const [, fragment] of html.matchAll(/\shref="[^"#]*#([^"]+)"/gi)) linkTargets.add(decodeFragment(fragment!));
    for (const [, names] of html.matchAll(ID_REFERENCES)) for (const id of names!.split(/\s+/)) if (id) ids.add(id);
  }
  for (const target of linkTargets) ids.add(target);
  return { ids, linkTargets };
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export function isEditorId(id: string): boolean {
  return EDITOR_ID.test(id);
}

/** The attributes without an editor id nothing refers to. */
export function withoutUnusedEditorId(
  attribs: Record<string, string>,
  referenced: ReadonlySet<string>,
): Record<string, string> {
  const { id, ...rest } = attribs;
  return id !== undefined && isEditorId(id) && !referenced.has(id) ? rest : attribs;
}

/**
 * An element that shows nothing and does nothing: no text, no image, and either an `<a>` with no address
 * or a `<span>` with no attribute at all (the text editor's leftovers). An anchor a link points at
 * (`<a id="top"></a>` for `href="#top"`) is a target and stays.
 */
export function isEmptyLeftover(
  frame: { tag: string; attribs: Record<string, string>; text: string; mediaChildren: string[] },
  linkTargets: ReadonlySet<string>,
): boolean {
  if (frame.text.trim() || frame.mediaChildren.length) return false;
  if (frame.tag === 'span') return Object.keys(frame.attribs).length === 0;
  if (frame.tag !== 'a' || 'href' in frame.attribs) return false;
  const target = frame.attribs.id ?? frame.attribs.name;
  return !(target && linkTargets.has(target));
}
