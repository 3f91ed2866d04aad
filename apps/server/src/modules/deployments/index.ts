/**
 * The deployments domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Deployments, their runs and push-to-deploy (a subscriber to `branch.pushed`).
 */
export { pushToDeploy } from './push-to-deploy.js';
export { DEPLOYMENTS_SEALED_COLUMNS } from './sealed-columns.js';
