/**
 * The invitations domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Invitations to a workspace: sending, accepting, revoking.
 */
export { findOpenInvitationFor, joinByInvitation } from './join-workspace.js';
export { revokeSentInvitations } from './revoke-sent-invitations.js';
