import { AsyncLocalStorage } from 'node:async_hooks';

import type { Queryable } from '../../db/client.js';
import { assertProjectWritable } from '../billing/index.js';

/**
 * The one place a read-only project (issue 25: beyond its workspace plan's project limit) refuses writes.
 * Every project-scoped route, of every area, finds its project through `findVisibleProject`; rather than
 * ask ~60 handlers to remember a second check, registerRoutes runs each JSON route that changes something
 * inside this scope and the visibility check refuses a read-only project there (403, the plan's message).
 * Reads (GET) never enter it, so a read-only project is still seen; nor do the calls that resolve the
 * excess (deleting the project, or one of its deployments), keep what runs alive (renewing a pilot or
 * keeping a cancelled one or site plan), or stop paying (cancelling a pilot or a site plan). Work without
 * a request (runs, schedules, pushes) checks its own way (plan-standing.ts `deploymentRunRefusal`; git-host
 * for pushes).
 */
const writingRequest = new AsyncLocalStorage<{ route: string }>();

/**
 * Deleting resolves the excess; renewing or keeping a pilot keeps a running server from being destroyed
 * for it; cancelling a pilot or a site plan only stops a charge, which a read-only project must allow.
 */
const RESOLVING_ROUTES = new Set([
  'delete-project',
  'delete-deployment',
  'renew-pilot',
  'cancel-pilot',
  'resume-pilot',
  'cancel-site-plan',
  'resume-site-plan',
]);

export function runRouteHandler<T>(route: { name: string; method: string }, handle: () => T): T {
  if (route.method === 'GET' || route.method === 'HEAD' || RESOLVING_ROUTES.has(route.name)) return handle();
  return writingRequest.run({ route: route.name }, handle);
}

/** Called by the visibility check once the caller may see the project: refuses it when this request writes. */
export async function guardProjectWrite(db: Queryable, projectId: number): Promise<void> {
  if (writingRequest.getStore()) await assertProjectWritable(db, projectId);
}
