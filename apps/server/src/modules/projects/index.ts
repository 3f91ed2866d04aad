/**
 * The projects domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Projects, their members and who may see or change them; emits `project.deleted` and `member.left`.
 */
export { findVisibleProject, loadVisibleProject, type ProjectRef, type VisibleProject } from './project-access.js';
export { countProjects } from './project-queries.js';
export { listProjectPeople, type ProjectPerson } from './project-people.js';
