import { asc } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { formSubmissions } from '../../../db/schema/index.js';
import type { VisibleWebsite } from '../website-access.js';
import { inboxWhere, type InboxFilter } from './form-inbox.js';

/**
 * A CSV cell: quoted, quotes doubled, and a leading `=`, `+`, `-`, `@`, tab or return prefixed with `'` so a
 * spreadsheet shows a visitor's text instead of running it as a formula (CSV injection).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A site's inbox as CSV, oldest first (the order of a ledger): the date, the form, read or not, then one column per
 * field label met in any submission, in the order first met.
 */
export async function exportFormSubmissions(
  db: Queryable,
  visible: VisibleWebsite,
  filter: InboxFilter,
): Promise<string> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(inboxWhere(visible.website.id, { ...filter, before: undefined }))
    .orderBy(asc(formSubmissions.id));
  const columns: string[] = [];
  for (const row of rows) {
    for (const field of row.fields) if (!columns.includes(field.label)) columns.push(field.label);
  }
  const lines = [['Received', 'Form', 'Read', 'Page', ...columns].map(cell).join(',')];
  for (const row of rows) {
    const values = new Map(row.fields.map((field) => [field.label, field.value]));
    lines.push(
      [
        row.createdAt.toISOString(),
        row.formName,
        row.read ? 'yes' : 'no',
        row.pagePath ?? '',
        ...columns.map((label) => values.get(label) ?? ''),
      ]
        .map(cell)
        .join(','),
    );
  }
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
