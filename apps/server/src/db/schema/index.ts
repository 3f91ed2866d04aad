export * from './users.js';
export * from './workspaces.js';
export * from './mail.js';
export * from './rate-limits.js';
export * from './projects.js';
export * from './invitations.js';
export * from './tasks.js';
export * from './billing.js';
