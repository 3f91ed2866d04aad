import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { text } from '../fields.js';
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

export const SHIPPING_CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 64;

/** Optional on "Mark as shipped": an empty field is the same as none. */
const optionalShippingText = (label: string, max: number, pattern: RegExp, patternMessage: string) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(pattern, patternMessage)
    .optional()
    .transform((value) => (value ? value : undefined));

/** What "Mark as shipped" may carry, both optional; the admin's dialog validates with the same schema. */
export const ShippingDetailsSchema = z.strictObject({
  /** Who carries the parcel, as the seller names it ("Royal Mail", "DHL Express"). */
  shipping_carrier: optionalShippingText(
    'Carrier',
    SHIPPING_CARRIER_MAX,
    /^[^<>\p{Cc}]*$/u,
    'Carrier may not contain < or > or control characters',
  ),
  /** The carrier's tracking number: letters, digits, spaces and dashes. */
  tracking_number: optionalShippingText(
    'Tracking number',
    TRACKING_NUMBER_MAX,
    /^[A-Za-z0-9 -]*$/,
    'Tracking number may contain only letters, digits, spaces and dashes',
  ),
});
export type ShippingDetailsInput = z.input<typeof ShippingDetailsSchema>;
export type ShippingDetails = z.output<typeof ShippingDetailsSchema>;

export const UpdateOrderStatusSchema = ShippingDetailsSchema.extend({
  status: z.enum(ORDER_STATUS_CHANGES, { error: 'Status must be shipped, delivered or cancelled' }),
}).superRefine((body, issues) => {
  if (body.status === 'shipped') return;
  for (const field of ['shipping_carrier', 'tracking_number'] as const) {
    if (body[field] !== undefined) {
      issues.addIssue({ code: 'custom', path: [field], message: 'Only an order being shipped takes shipping details' });
    }
  }
});
export type UpdateOrderStatusInput = z.input<typeof UpdateOrderStatusSchema>;

export const updateOrderStatusRoute = defineRoute({
  name: 'update-order-status',
  method: 'POST',
  host: 'store',
  path: '/seller/orders/:uuid/status',
  access: 'seller',
  summary:
    'Move an order on (shipped takes an optional carrier and tracking number and e-mails the buyer; cancelled returns its stock)',
  params: orderParams,
  body: UpdateOrderStatusSchema,
  response: successEnvelope(OrderSchema).extend({ message: z.string() }),
});
