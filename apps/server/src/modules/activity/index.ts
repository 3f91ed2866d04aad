/**
 * The activity domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * The activity feed, read from the domain events; its sentences also write a task's history (comments).
 */
export { peopleNamedBy, summarize } from './activity-summary.js';
