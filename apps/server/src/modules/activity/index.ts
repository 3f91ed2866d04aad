/**
 * The activity domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * The activity feed, read from the domain events; nothing of it is used by another domain.
 */
export {};
