import { checkRoutesAgainstTable } from './support/authorization-json.js';
import { labelRequests } from './support/authorization-label-requests.js';
import { setUpAuthorizationWorld } from './support/authorization-world.js';

/*
 * The JSON table's rows for labels (issue 27), each called by every caller it names; authorization.test.ts
 * checks the table against the registry.
 */
const world = setUpAuthorizationWorld();
checkRoutesAgainstTable(world, labelRequests(world));
