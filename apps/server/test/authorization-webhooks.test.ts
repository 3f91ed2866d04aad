import { checkRoutesAgainstTable } from './support/authorization-json.js';
import { webhookRequests } from './support/authorization-webhook-requests.js';
import { setUpAuthorizationWorld } from './support/authorization-world.js';

/*
 * The JSON table's rows for outgoing webhooks (issue 26 §3), each called by every caller it names;
 * authorization.test.ts checks the table against the registry.
 */
const world = setUpAuthorizationWorld();
checkRoutesAgainstTable(world, webhookRequests(world));
