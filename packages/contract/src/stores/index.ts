export * from './store.js';
export * from './list-stores.js';
export * from './delete-store.js';
export * from './register-store.js';
export * from './order-totals.js';
export * from './countries.js';
export * from './tax-rate.js';
