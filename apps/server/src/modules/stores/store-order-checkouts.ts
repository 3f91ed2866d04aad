import type { ForeignCheckouts } from '../billing/index.js';
import { findStoreOrderCheckout } from './order-checkout-view.js';
import { settleStoreOrderWebhook } from './order-webhook.js';

/** A store's orders are paid through the same provider as billing: its webhook and sandbox page find them here. */
export const storeOrderCheckouts: ForeignCheckouts = {
  find: findStoreOrderCheckout,
  settleWebhook: settleStoreOrderWebhook,
};
