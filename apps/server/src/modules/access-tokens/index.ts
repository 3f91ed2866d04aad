/**
 * The access-tokens domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Personal access tokens and the short-lived credentials a deployment run clones with.
 */
export type { GitCaller } from './git-credentials.js';
export { issueRunCredential, revokeRunCredential } from './run-credentials.js';
