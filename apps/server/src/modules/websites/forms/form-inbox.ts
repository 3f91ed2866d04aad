import { FORM_RULES, type FormInbox, type FormSubmission } from '@aerie/contract';
import { and, count, desc, eq, like, lt, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { formMonthlyUsage, formSubmissions, type FormSubmissionRow } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';
import type { VisibleWebsite } from '../website-access.js';
import { monthlyLimitOf } from './submit-form.js';
import { monthOf } from './take-submission-slot.js';

export function toFormSubmission(row: FormSubmissionRow): FormSubmission {
  return {
    id: row.id,
    form_key: row.formKey,
    form_name: row.formName,
    fields: row.fields,
    read: row.read,
    page_path: row.pagePath,
    created_at: row.createdAt.toISOString(),
  };
}

/** `%` and `_` typed in the search are letters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export interface InboxFilter {
  q?: string;
  form?: string;
  unread?: boolean;
  before?: number;
}

/** The conditions of an inbox filter, shared by the list and the CSV export. */
export function inboxWhere(websiteId: number, filter: InboxFilter): SQL {
  const conditions = [eq(formSubmissions.websiteId, websiteId)];
  if (filter.q) conditions.push(like(formSubmissions.searchText, `%${literal(filter.q.toLowerCase())}%`));
  if (filter.form) conditions.push(eq(formSubmissions.formKey, filter.form));
  if (filter.unread) conditions.push(eq(formSubmissions.read, false));
  if (filter.before) conditions.push(lt(formSubmissions.id, filter.before));
  return and(...conditions)!;
}

/** A page of a site's inbox, newest first, with its unread count, its forms and this month's use of the limit. */
export async function listFormSubmissions(
  db: Queryable,
  visible: VisibleWebsite,
  filter: InboxFilter & { now: Date },
): Promise<FormInbox> {
  const { website } = visible;
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(inboxWhere(website.id, filter))
    .orderBy(desc(formSubmissions.id))
    .limit(FORM_RULES.pageSizeDefault + 1);
  const [unread] = await db
    .select({ count: count() })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.websiteId, website.id), eq(formSubmissions.read, false)));
  const forms = await db
    .selectDistinctOn([formSubmissions.formKey], { key: formSubmissions.formKey, name: formSubmissions.formName })
    .from(formSubmissions)
    .where(eq(formSubmissions.websiteId, website.id))
    .orderBy(formSubmissions.formKey, desc(formSubmissions.id));
  const [usage] = await db
    .select()
    .from(formMonthlyUsage)
    .where(and(eq(formMonthlyUsage.websiteId, website.id), eq(formMonthlyUsage.month, monthOf(filter.now))));
  const page = rows.slice(0, FORM_RULES.pageSizeDefault);
  return {
    name: website.name,
    submissions: page.map(toFormSubmission),
    next_cursor: rows.length > FORM_RULES.pageSizeDefault ? page.at(-1)!.id : null,
    unread: unread?.count ?? 0,
    forms,
    month: {
      submissions: usage?.submissions ?? 0,
      limit: monthlyLimitOf(website.plan),
      refused: usage?.refused ?? 0,
    },
  };
}

/** Marks one submission of the site read or unread; one of another site is a 404 like one that never was. */
export async function updateFormSubmission(
  db: Queryable,
  visible: VisibleWebsite,
  input: { submissionId: number; read: boolean },
): Promise<FormSubmission> {
  const [row] = await db
    .update(formSubmissions)
    .set({ read: input.read })
    .where(and(eq(formSubmissions.id, input.submissionId), eq(formSubmissions.websiteId, visible.website.id)))
    .returning();
  if (!row) throw notFound('The submission');
  return toFormSubmission(row);
}

/** Deletes one submission of the site. The month's count stays: it counts what was received. */
export async function deleteFormSubmission(
  db: Queryable,
  visible: VisibleWebsite,
  submissionId: number,
): Promise<void> {
  const deleted = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.websiteId, visible.website.id)))
    .returning({ id: formSubmissions.id });
  if (deleted.length === 0) throw notFound('The submission');
}
