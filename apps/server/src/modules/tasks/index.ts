/**
 * The tasks domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * The task board; unassigns someone who left (a subscriber to `member.left`); reminds assignees of due tasks;
 * links the commits that name a task's key (subscribers to `branch.pushed` and `branch.synced`).
 */
export { loadVisibleTask } from './task-access.js';
export { linkPushedCommits, linkSyncedCommits } from './link-commit-subscribers.js';
export { unassignDepartedMember } from './unassign-departed-member.js';
export { sendDueReminders } from './send-due-reminders.js';
export { taskFromFormSubmission } from './task-from-form.js';
