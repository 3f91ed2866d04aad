/**
 * The auth domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Accounts: registration, log-in, sessions, device tokens, e-mailed links and passwords.
 */
export { issueDeviceToken } from './device-tokens.js';
