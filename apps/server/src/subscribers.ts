import { publishSiteToServer, pushToDeploy } from './modules/deployments/index.js';
import type { EventSubscriber } from './modules/events/index.js';
import { destroyProjectPilots } from './modules/hosting/index.js';
import { notifySubscriber } from './modules/notifications/index.js';
import { removeProjectRepositories } from './modules/repositories/index.js';
import {
  linkPushedCommits,
  linkSyncedCommits,
  taskFromFormSubmission,
  unassignDepartedMember,
} from './modules/tasks/index.js';
import { webhookSubscribers } from './modules/webhooks/index.js';

/**
 * Every domain's reactions to domain events, assembled where the domains are composed: each domain's entry
 * exports its own subscribers and none imports another's (docs/architecture.md § Domain events).
 */
export const SUBSCRIBERS: readonly EventSubscriber[] = [
  destroyProjectPilots,
  removeProjectRepositories,
  pushToDeploy,
  publishSiteToServer,
  unassignDepartedMember,
  taskFromFormSubmission,
  linkPushedCommits,
  linkSyncedCommits,
  notifySubscriber,
  ...webhookSubscribers,
];
