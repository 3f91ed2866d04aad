/**
 * The stores domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Stores, products, orders, the storefront and the seller admin.
 */
export { revokeMemberSellerSessions } from './revoke-member-seller-sessions.js';
export { storeOrderCheckouts } from './store-order-checkouts.js';
