export * from './types.js';
export * from './template-project-data.js';
