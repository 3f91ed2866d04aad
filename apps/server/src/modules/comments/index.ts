/**
 * The comments domain's public entry (docs/architecture.md § Domains): a task's comments, mentions and the
 * card's history. It sits above the activity feed, whose sentences write the history; nothing imports it.
 */
export {};
