/**
 * One page of a hosting list as the screens read it (`{data, current_page, per_page, total, last_page}`).
 * The lists count their rows with `count(*) over ()` on the page itself, so a page past the end has no
 * row to carry the total: `countAll` is asked only then.
 */
export async function hostingPage<Row extends { total: number }, Item, PerPage extends number>(
  rows: Row[],
  options: { page: number; perPage: PerPage; view: (row: Row) => Item; countAll: () => Promise<number> },
) {
  const total = rows[0]?.total ?? (await options.countAll());
  return {
    data: rows.map(options.view),
    current_page: options.page,
    per_page: options.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / options.perPage)),
  };
}
