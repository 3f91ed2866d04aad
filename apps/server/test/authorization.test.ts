import { ROUTES } from '@aerie/contract';
import { expect, it } from 'vitest';

import { domainRequests } from './support/authorization-domain-requests.js';
import { deploymentRequests } from './support/authorization-deployment-requests.js';
import { labelRequests } from './support/authorization-label-requests.js';
import { hostingRequests } from './support/authorization-hosting-requests.js';
import { checkRoutesAgainstTable } from './support/authorization-json.js';
import { workspaceRequests } from './support/authorization-requests.js';
import { TABLE } from './support/authorization-table.js';
import { webhookRequests } from './support/authorization-webhook-requests.js';
import {
  ANONYMOUS_STATUS_OF_PRINCIPAL,
  CALLER_COLUMNS,
  setUpAuthorizationWorld,
} from './support/authorization-world.js';

/*
 * The JSON calls' table (support/authorization-table.ts) against the route registry, and the calls of
 * accounts, workspaces, projects, the team, tasks, billing, websites, stores and sellers; the hosting
 * and deployment routes' calls run in authorization-hosting.test.ts and authorization-deployments.test.ts,
 * each on a world of its own, so each file stays short.
 */
const world = setUpAuthorizationWorld();
const requests = workspaceRequests(world);
checkRoutesAgainstTable(world, requests);

const routeNames = ROUTES.map((route) => route.name as string).sort();

it('has an entry for every route of the registry, and none for a route that does not exist', () => {
  expect(Object.keys(TABLE).sort()).toEqual(routeNames);
  const everyRequest = {
    ...requests,
    ...hostingRequests(world),
    ...deploymentRequests(world),
    ...webhookRequests(world),
    ...labelRequests(world),
    ...domainRequests(world),
  };
  expect(Object.keys(everyRequest).sort()).toEqual(routeNames);
});

it("agrees with each route's declared principal", () => {
  for (const route of ROUTES) {
    const expected = TABLE[route.name];
    expect(expected?.anonymous, route.name).toBe(ANONYMOUS_STATUS_OF_PRINCIPAL[route.access]);
  }
});

it('gives every store route both seller columns', () => {
  for (const route of ROUTES) {
    if (route.host !== 'store') continue;
    expect(TABLE[route.name]?.seller, route.name).toBeDefined();
    expect(TABLE[route.name]?.otherSeller, route.name).toBeDefined();
  }
});

it('gives every route that takes a workspace or project object every caller column', () => {
  for (const [name, expected] of Object.entries(TABLE)) {
    const columns = CALLER_COLUMNS.filter((role) => expected[role] !== undefined);
    expect(columns.length === 0 || columns.length === CALLER_COLUMNS.length, `${name}: ${columns}`).toBe(true);
    if (columns.length) expect(expected.stranger, `${name}: a stranger hears 404`).toBe(404);
  }
});
