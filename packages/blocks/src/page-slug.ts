/**
 * A page's address from its name (docs/product.md § Visual builder): lower case, spaces to dashes, nothing but letters,
 * digits, dashes and underscores, so `About--0` lives at `/about--0`. Accents fall back to their letters.
 */
export function pageSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '');
}

/**
 * The address of every page of a site, in order: the first page is the home page (''), the others
 * their slug; a name with no usable character, or one that collides with an earlier page, gets
 * `page-{n}` (n its position from 1), so every page has an address of its own.
 */
export function pageSlugs(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => {
    let slug = index === 0 ? '' : pageSlug(name);
    if (index > 0 && (!slug || taken.has(slug))) slug = `page-${index + 1}`;
    while (index > 0 && taken.has(slug)) slug = `${slug}-${index + 1}`;
    taken.add(slug);
    return slug;
  });
}
