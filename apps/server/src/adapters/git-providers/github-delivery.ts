import { z } from 'zod';

import {
  branchOfRef,
  commitOfPayload,
  deliveryIdOf,
  headerOf,
  hmacSignature,
  isZeroSha,
  jsonOf,
  MalformedDeliveryError,
  type PushDeliveryFormat,
  sameSecret,
} from './push-delivery.js';

const person = z.object({ name: z.string().optional(), email: z.string().nullish() }).nullish();

/** GitHub's `push` event, the fields Aerie reads (the rest of the payload is ignored). */
const GitHubPush = z.object({
  ref: z.string(),
  before: z.string(),
  after: z.string(),
  deleted: z.boolean().optional(),
  commits: z
    .array(z.object({ id: z.string(), message: z.string(), timestamp: z.string().optional(), author: person }))
    .default([]),
});

/**
 * GitHub's repository webhook (content type json): `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body>`,
 * `X-GitHub-Event` names the event (`ping` when the hook is made), `X-GitHub-Delivery` a GUID that a
 * redelivery keeps.
 */
export const GITHUB_DELIVERY: PushDeliveryFormat = {
  isAuthentic(headers, rawBody, secret) {
    const signature = headerOf(headers, 'x-hub-signature-256');
    return signature !== null && sameSecret(signature, hmacSignature(secret, rawBody));
  },

  read(headers, rawBody) {
    const id = deliveryIdOf(headers, 'x-github-delivery');
    const body = jsonOf(rawBody);
    if (headerOf(headers, 'x-github-event') !== 'push') return { id, pushes: [] };
    const parsed = GitHubPush.safeParse(body);
    if (!parsed.success) throw new MalformedDeliveryError('The body is not a GitHub push event.');
    const push = parsed.data;
    const branch = branchOfRef(push.ref);
    if (!branch || push.deleted || isZeroSha(push.after)) return { id, pushes: [] };
    const commits = push.commits.map(commitOfPayload);
    const before = isZeroSha(push.before) ? '' : push.before;
    return { id, pushes: [{ branch, before, after: push.after, commits, commitCount: commits.length }] };
  },
};
