import { deploymentRequests } from './support/authorization-deployment-requests.js';
import { checkRoutesAgainstTable } from './support/authorization-json.js';
import { setUpAuthorizationWorld } from './support/authorization-world.js';

/*
 * The JSON table's rows for deployments, their commands, variables and runs (issue 13), each called by
 * every caller it names; authorization.test.ts checks the table against the registry.
 */
const world = setUpAuthorizationWorld();
checkRoutesAgainstTable(world, deploymentRequests(world));
