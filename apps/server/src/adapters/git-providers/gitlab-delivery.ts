import { z } from 'zod';

import {
  branchOfRef,
  commitOfPayload,
  deliveryIdOf,
  headerOf,
  isZeroSha,
  jsonOf,
  MalformedDeliveryError,
  type PushDeliveryFormat,
  sameSecret,
} from './push-delivery.js';

/** GitLab's Push Hook, the fields Aerie reads. */
const GitLabPush = z.object({
  object_kind: z.literal('push'),
  ref: z.string(),
  before: z.string(),
  after: z.string(),
  total_commits_count: z.number().int().nonnegative().optional(),
  commits: z
    .array(
      z.object({
        id: z.string(),
        message: z.string(),
        timestamp: z.string().optional(),
        author: z.object({ name: z.string().optional(), email: z.string().nullish() }).nullish(),
      }),
    )
    .default([]),
});

/**
 * GitLab's project hook: no signature, but the hook's secret token comes back verbatim in `X-Gitlab-Token`;
 * `X-Gitlab-Event` names the event and `X-Gitlab-Event-UUID` identifies it (kept by a resend).
 */
export const GITLAB_DELIVERY: PushDeliveryFormat = {
  isAuthentic(headers, _rawBody, secret) {
    const token = headerOf(headers, 'x-gitlab-token');
    return token !== null && sameSecret(token, secret);
  },

  read(headers, rawBody) {
    const id = deliveryIdOf(headers, 'x-gitlab-event-uuid');
    const body = jsonOf(rawBody);
    if (headerOf(headers, 'x-gitlab-event') !== 'Push Hook') return { id, pushes: [] };
    const parsed = GitLabPush.safeParse(body);
    if (!parsed.success) throw new MalformedDeliveryError('The body is not a GitLab push event.');
    const push = parsed.data;
    const branch = branchOfRef(push.ref);
    // A deleted branch has an all-zero `after`.
    if (!branch || isZeroSha(push.after)) return { id, pushes: [] };
    const commits = push.commits.map(commitOfPayload);
    const before = isZeroSha(push.before) ? '' : push.before;
    const commitCount = push.total_commits_count ?? commits.length;
    return { id, pushes: [{ branch, before, after: push.after, commits, commitCount }] };
  },
};
