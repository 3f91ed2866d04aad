/**
 * The dashboard domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * The dashboard overview; nothing of it is used by another domain.
 */
export {};
