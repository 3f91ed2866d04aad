import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { ProviderCommit } from './provider-commit.js';

/** One branch a push moved or made (deleted branches and tags are left out: nothing to deploy). */
export interface BranchPush {
  branch: string;
  /** The branch's former tip; empty for a new branch. */
  before: string;
  after: string;
  /** The commits the provider listed (each provider caps the list; Bitbucket at 5). */
  commits: ProviderCommit[];
  /** How many commits the push brought, as the provider counts them. */
  commitCount: number;
}

/** A provider's webhook request to a push hook, read. */
export interface PushDelivery {
  /** The provider's id of this delivery: the same again when the provider redelivers it. */
  id: string;
  /** The branches a push moved; empty for any other event (GitHub's `ping`, a tag, a deletion). */
  pushes: BranchPush[];
}

/** How one provider signs and shapes the requests of a repository webhook (docs/architecture.md § Ports and adapters). */
export interface PushDeliveryFormat {
  /** Whether the request carries the hook's own secret's signature (or token) over exactly these bytes. */
  isAuthentic(headers: IncomingHttpHeaders, rawBody: Buffer, secret: string): boolean;
  /** The delivery; throws MalformedDeliveryError for a body or headers no provider sends. */
  read(headers: IncomingHttpHeaders, rawBody: Buffer): PushDelivery;
}

/** A signed request that is not a delivery the provider would send (bad JSON, a missing field). */
export class MalformedDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'MalformedDeliveryError';
  }
}

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();

/**
 * Constant-time equality of two strings of any length: their SHA-256 digests are compared, so neither the
 * first differing byte nor the length of the expected value leaks through timing.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as GitHub's `X-Hub-Signature-256` and Bitbucket's `X-Hub-Signature`. */
export function hmacSignature(secret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function headerOf(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
}

/** A delivery id is a provider's UUID (braced on Bitbucket); anything else is refused before it is stored. */
export function deliveryIdOf(headers: IncomingHttpHeaders, name: string): string {
  const id = headerOf(headers, name);
  if (!id || !/^[{]?[0-9A-Za-z-]{8,64}[}]?$/.test(id))
    throw new MalformedDeliveryError(`The ${name} header is missing.`);
  return id;
}

export function jsonOf(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new MalformedDeliveryError('The body is not JSON.');
  }
}

/** git's all-zero sha, what GitHub and GitLab send for the side of a push that has no commit. */
export const isZeroSha = (sha: string) => /^0+$/.test(sha);

const BRANCH_REF = 'refs/heads/';

/** The branch of a `refs/heads/…` ref; null for tags and anything else. */
export const branchOfRef = (ref: string) => (ref.startsWith(BRANCH_REF) ? ref.slice(BRANCH_REF.length) : null);

/** A commit date the provider wrote; an unreadable one becomes now (the row needs a date). */
export const commitDate = (value: string | undefined) => {
  const date = new Date(value ?? '');
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

/** A commit as GitHub's and GitLab's push payloads list it (the two share the shape). */
export interface PayloadCommit {
  id: string;
  message: string;
  timestamp?: string;
  author?: { name?: string; email?: string | null } | null;
}

export function commitOfPayload(commit: PayloadCommit): ProviderCommit {
  return {
    sha: commit.id,
    message: commit.message,
    authorName: commit.author?.name ?? '',
    authorEmail: commit.author?.email ?? '',
    committedAt: commitDate(commit.timestamp),
  };
}
