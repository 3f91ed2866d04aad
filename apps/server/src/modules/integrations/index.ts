/**
 * The integrations domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Git providers (GitHub, GitLab, Bitbucket): OAuth connections, imported repositories and their push webhooks.
 */
export { INTEGRATIONS_SEALED_COLUMNS } from './sealed-columns.js';
export { deleteProviderPushHook, type HookedRepository } from './push-hooks/provider-push-hooks.js';
export { lockRepositoryPushHook } from './push-hooks/push-hook-lock.js';
export { takePushHook, type TakenPushHook } from './push-hooks/push-hook-rows.js';
export { type AttachPushHook, withPushHook } from './push-hooks/with-push-hook.js';
