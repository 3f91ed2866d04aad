import { checkRoutesAgainstTable } from './support/authorization-json.js';
import { domainRequests } from './support/authorization-domain-requests.js';
import { setUpAuthorizationWorld } from './support/authorization-world.js';

/*
 * The JSON table's rows for a workspace's domains (issue 32), each called by every caller it names;
 * authorization.test.ts checks the table against the registry.
 */
const world = setUpAuthorizationWorld();
checkRoutesAgainstTable(world, domainRequests(world));
