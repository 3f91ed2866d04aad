import { pushToDeploy } from './modules/deployments/push-to-deploy.js';
import type { EventSubscriber } from './modules/events/index.js';
import { destroyProjectPilots } from './modules/hosting/destroy-project-pilots.js';
import { removeProjectRepositories } from './modules/repositories/remove-project-repositories.js';
import { unassignDepartedMember } from './modules/tasks/unassign-departed-member.js';

/**
 * Every domain's reactions to domain events, assembled where the domains are composed: each domain's entry
 * exports its own subscribers and none imports another's (docs/architecture.md § Domain events).
 */
export const SUBSCRIBERS: readonly EventSubscriber[] = [
  destroyProjectPilots,
  removeProjectRepositories,
  pushToDeploy,
  unassignDepartedMember,
];
