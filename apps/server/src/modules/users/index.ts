/**
 * The users domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * People's profiles, avatars and the signed-in user's view.
 */
export { toCurrentUser } from './current-user-view.js';
export { findUserByEmail } from './find-user.js';
