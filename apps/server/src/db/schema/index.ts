export * from './users.js';
export * from './workspaces.js';
export * from './mail.js';
export * from './rate-limits.js';
