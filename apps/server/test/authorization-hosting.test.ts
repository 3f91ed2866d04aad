import { checkRoutesAgainstTable } from './support/authorization-json.js';
import { hostingRequests } from './support/authorization-hosting-requests.js';
import { setUpAuthorizationWorld } from './support/authorization-world.js';

/*
 * The JSON table's rows for Aerie Git, git providers, servers and pilots (issues 11–12),
 * each called by every caller it names; authorization.test.ts checks the table against the registry.
 */
const world = setUpAuthorizationWorld();
checkRoutesAgainstTable(world, hostingRequests(world));
