/**
 * The integrations domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Git providers (GitHub, GitLab, Bitbucket): OAuth connections and imported repositories.
 */
export { INTEGRATIONS_SEALED_COLUMNS } from './sealed-columns.js';
