/**
 * The teams domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * A workspace's team: removing a member (emits `member.left`); nothing of it is used by another domain.
 */
export {};
