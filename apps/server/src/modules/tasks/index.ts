/**
 * The tasks domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * The task board; unassigns someone who left (a subscriber to `member.left`); reminds assignees of due tasks.
 */
export { loadVisibleTask } from './task-access.js';
export { unassignDepartedMember } from './unassign-departed-member.js';
export { sendDueReminders } from './send-due-reminders.js';
