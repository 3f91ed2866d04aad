import { z } from 'zod';

import {
  commitDate,
  deliveryIdOf,
  headerOf,
  hmacSignature,
  jsonOf,
  MalformedDeliveryError,
  type BranchPush,
  type PushDeliveryFormat,
  sameSecret,
} from './push-delivery.js';

/** `Name <email>` as git writes it (Bitbucket's `author.raw`). */
export function splitAuthor(raw: string | undefined): { name: string; email: string } {
  const match = /^(.*?)\s*<([^>]*)>\s*$/.exec(raw ?? '');
  return match ? { name: match[1]!, email: match[2]! } : { name: raw ?? '', email: '' };
}

const reference = z.object({ type: z.string(), name: z.string(), target: z.object({ hash: z.string() }) }).nullable();

/** Bitbucket Cloud's `repo:push`: one change per branch or tag the push touched. */
const BitbucketPush = z.object({
  push: z.object({
    changes: z.array(
      z.object({
        old: reference,
        new: reference,
        commits: z
          .array(
            z.object({
              hash: z.string(),
              message: z.string(),
              date: z.string().optional(),
              author: z
                .object({ raw: z.string().optional(), user: z.object({ display_name: z.string() }).nullish() })
                .nullish(),
            }),
          )
          .default([]),
      }),
    ),
  }),
});

type Change = z.infer<typeof BitbucketPush>['push']['changes'][number];

/** A change that moved or made a branch; a deletion (`new` null) and a tag are nothing to deploy. */
function branchPush(change: Change): BranchPush | null {
  if (change.new?.type !== 'branch') return null;
  const commits = change.commits.map((commit) => {
    const author = splitAuthor(commit.author?.raw);
    return {
      sha: commit.hash,
      message: commit.message,
      authorName: commit.author?.user?.display_name ?? author.name,
      authorEmail: author.email,
      committedAt: commitDate(commit.date),
    };
  });
  return {
    branch: change.new.name,
    before: change.old?.type === 'branch' ? change.old.target.hash : '',
    after: change.new.target.hash,
    commits,
    commitCount: commits.length,
  };
}

/**
 * Bitbucket Cloud's repository webhook with a secret: `X-Hub-Signature: sha256=<HMAC-SHA256 of the body>`,
 * `X-Event-Key` names the event, `X-Request-UUID` the request (a retry keeps it, with a higher
 * `X-Attempt-Number`).
 */
export const BITBUCKET_DELIVERY: PushDeliveryFormat = {
  isAuthentic(headers, rawBody, secret) {
    const signature = headerOf(headers, 'x-hub-signature');
    return signature !== null && sameSecret(signature, hmacSignature(secret, rawBody));
  },

  read(headers, rawBody) {
    const id = deliveryIdOf(headers, 'x-request-uuid');
    const body = jsonOf(rawBody);
    if (headerOf(headers, 'x-event-key') !== 'repo:push') return { id, pushes: [] };
    const parsed = BitbucketPush.safeParse(body);
    if (!parsed.success) throw new MalformedDeliveryError('The body is not a Bitbucket push event.');
    return { id, pushes: parsed.data.push.changes.map(branchPush).filter((push) => push !== null) };
  },
};
