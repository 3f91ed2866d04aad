/**
 * The repositories domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Aerie Git repositories, commits and deploy keys; emits `branch.pushed` and removes a deleted project's directories.
 * Reads what a push brought and whether one commit is in another's history (task links, docs/product.md § Task keys).
 */
export { aerieRepositoryUrl } from './create-aerie-repository.js';
export { type GitCommit } from './git-cli.js';
export { loadDeployPrivateKey } from './deploy-keys.js';
export { isAncestorCommit, readPushedCommits, readRecordedCommits } from './pushed-commits.js';
export { type CommitRecord, recordCommits } from './record-commits.js';
export { removeProjectRepositories } from './remove-project-repositories.js';
export { toRepository } from './repository-view.js';
export { REPOSITORIES_SEALED_COLUMNS } from './sealed-columns.js';
