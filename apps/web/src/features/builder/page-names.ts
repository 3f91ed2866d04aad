/**
 * Page names and addresses of the builder (docs/product.md § Builder pages): adding a page whose name already exists
 * appends `--0`, `--1`, … until the name is unique. A page's address is its lowercased name with spaces as dashes, the
 * suffix kept (`About--0` → `/about--0`); the first page is `/`. The same rule as `pageSlug` of @aerie/blocks, which
 * the server uses when it publishes.
 */
export function uniquePageName(existing: readonly string[], wanted: string): string {
  const name = wanted.trim();
  const taken = new Set(existing.map((each) => each.trim().toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  for (let suffix = 0; ; suffix += 1) {
    const candidate = `${name}--${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export function pageSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The path a page is served at: `/` for the first page, `/{slug}` for the others. */
export function pagePath(name: string, index: number): string {
  return index === 0 ? '/' : `/${pageSlug(name)}`;
}
