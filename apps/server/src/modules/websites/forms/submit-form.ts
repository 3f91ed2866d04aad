import { FORM_RULES, FORM_SUBMISSIONS_PER_MONTH, type WebsitePlanId } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { formSubmissions, projects, websites } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { emitEvent } from '../../events/index.js';
import { hitRateLimit } from '../../rate-limit/index.js';
import { findLiveForm } from './live-form.js';
import { readSubmission } from './read-submission.js';
import { countRefusal, monthOf, takeSubmissionSlot } from './take-submission-slot.js';

export type SubmitFormResult =
  | { kind: 'accepted'; location: string }
  | { kind: 'not_found' }
  | { kind: 'invalid'; message: string }
  | { kind: 'rate_limited'; retryAfter: string }
  | { kind: 'full' };

export interface SubmitFormInput {
  websiteId: number;
  key: string;
  body: string;
  /** The visitor's address, for the per-address limit only (never stored). */
  address: string;
  /** The path of the page it was sent from, when the browser said. */
  pagePath: string | null;
}

export const monthlyLimitOf = (plan: string) =>
  FORM_SUBMISSIONS_PER_MONTH[plan as WebsitePlanId] ?? FORM_SUBMISSIONS_PER_MONTH.free;

/**
 * A visitor's submission to a published site's form (docs/architecture.md § Site forms): the per-address limit,
 * the form as published, the honeypot, the fields, then the month's limit and the write, the `form.submitted` event
 * (the owner's notification and e-mail; the tasks domain makes the task a form asks for on it), in one transaction. A honeypot hit is
 * answered exactly like a success and stores nothing; every other refusal says what happened and stores nothing.
 */
export async function submitForm(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>,
  input: SubmitFormInput,
): Promise<SubmitFormResult> {
  const [site] = await ctx.db
    .select({ website: websites, project: projects })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .where(eq(websites.id, input.websiteId));
  if (!site) return { kind: 'not_found' };
  try {
    await hitRateLimit(ctx, [
      { key: `form:${input.websiteId}:${input.address}`, limit: FORM_RULES.perAddressPer10Minutes, windowSeconds: 600 },
    ]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') {
      return { kind: 'rate_limited', retryAfter: error.headers?.['retry-after'] ?? '600' };
    }
    throw error;
  }
  const form = await findLiveForm(ctx.db, input.websiteId, input.key);
  if (!form) return { kind: 'not_found' };
  const location = form.redirect ?? `/_forms/${form.key}/thanks`;
  const read = readSubmission(input.body, form);
  if (read.kind === 'bot') return { kind: 'accepted', location };
  if (read.kind === 'invalid') return read;

  const { website, project } = site;
  const now = ctx.clock.now();
  const month = monthOf(now);
  const limit = monthlyLimitOf(website.plan);
  const place = { workspaceId: project.workspaceId, projectId: project.id, aggregate: `website:${website.id}` };
  return ctx.db.transaction(async (tx) => {
    if (!(await takeSubmissionSlot(tx, { websiteId: website.id, month, limit }))) {
      if (await countRefusal(tx, { websiteId: website.id, month, now })) {
        await emitEvent(tx, {
          name: 'form.limit_reached',
          ...place,
          data: { websiteId: website.id, websiteUuid: website.uuid, name: website.name, limit },
        });
      }
      return { kind: 'full' } as const;
    }
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        websiteId: website.id,
        formKey: form.key,
        formName: form.name.slice(0, 60),
        fields: read.fields,
        searchText: read.fields
          .map((field) => field.value)
          .join('\n')
          .toLowerCase()
          .slice(0, 20_000),
        pagePath: input.pagePath,
        createdAt: now,
      })
      .returning({ id: formSubmissions.id });
    await emitEvent(tx, {
      name: 'form.submitted',
      ...place,
      data: {
        websiteId: website.id,
        websiteUuid: website.uuid,
        name: website.name,
        form: form.name,
        submissionId: row!.id,
        createsTask: form.createsTask,
      },
    });
    return { kind: 'accepted', location } as const;
  });
}
