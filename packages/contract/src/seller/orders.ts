import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { OrderSchema, OrderSummarySchema, pageField, pageOf, SELLER_ORDER_STATUSES, uuidParam } from './seller.js';

/** What a seller may move an order to: paid → shipped → delivered, pending or paid → cancelled. */
export const ORDER_STATUS_CHANGES = ['shipped', 'delivered', 'cancelled'] as const;

export const ListSellerOrdersQuerySchema = z.strictObject({
  status: z.enum(SELLER_ORDER_STATUSES, { error: 'Status is invalid' }).optional(),
  page: pageField,
});

export const OrderPageSchema = pageOf(OrderSummarySchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const listSellerOrdersRoute = defineRoute({
  name: 'list-seller-orders',
  method: 'GET',
  host: 'store',
  path: '/seller/orders',
  access: 'seller',
  summary: "The store's orders, newest first, optionally of one status, a page at a time",
  querystring: ListSellerOrdersQuerySchema,
  response: successEnvelope(OrderPageSchema),
});

const orderParams = z.strictObject({ uuid: uuidParam('Order') });

export const getSellerOrderRoute = defineRoute({
  name: 'get-seller-order',
  method: 'GET',
  host: 'store',
  path: '/seller/orders/:uuid',
  access: 'seller',
  summary: 'One order of the store with its lines and shipping address',
  params: orderParams,
  response: successEnvelope(OrderSchema),
});

export const UpdateOrderStatusSchema = z.strictObject({
  status: z.enum(ORDER_STATUS_CHANGES, { error: 'Status must be shipped, delivered or cancelled' }),
});

export const updateOrderStatusRoute = defineRoute({
  name: 'update-order-status',
  method: 'POST',
  host: 'store',
  path: '/seller/orders/:uuid/status',
  access: 'seller',
  summary: 'Move an order on (shipped e-mails the buyer; cancelled returns its stock)',
  params: orderParams,
  body: UpdateOrderStatusSchema,
  response: successEnvelope(OrderSchema).extend({ message: z.string() }),
});
