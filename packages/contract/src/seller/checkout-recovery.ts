import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';

/**
 * Recovered checkouts (docs/product.md § Recovered checkouts): a buyer who gave an e-mail at checkout and did
 * not pay gets one reminder after the delay the seller picks, with a link back to the cart.
 */
export const CHECKOUT_RECOVERY_RULES = {
  /** The delays a seller may pick, in hours after the checkout started. */
  delayHours: [1, 6, 10, 24] as const,
  defaultDelayHours: 10,
  /** The reminder's link back to the cart works this long after it is sent. */
  linkDays: 7,
  /** A checkout older than its delay plus this is not reminded (the job was down, or the setting changed). */
  lateSendHours: 24,
  discountCodeMax: 40,
} as const;

export type RecoveryDelayHours = (typeof CHECKOUT_RECOVERY_RULES.delayHours)[number];

const DELAY_MESSAGE = `Reminder delay must be one of ${CHECKOUT_RECOVERY_RULES.delayHours.join(', ')} hours`;

export const recoveryDelayField = z
  .number({ error: DELAY_MESSAGE })
  .refine(
    (value): value is RecoveryDelayHours => (CHECKOUT_RECOVERY_RULES.delayHours as readonly number[]).includes(value),
    {
      message: DELAY_MESSAGE,
    },
  );

/**
 * The code shown in the reminder: letters, digits, `-` and `_` (what a buyer can type back at checkout); the
 * server also checks that it is one of the store's discount codes. Empty or null means no code.
 */
export const recoveryDiscountCodeField = z
  .string({ error: 'Discount code must be text' })
  .trim()
  .max(
    CHECKOUT_RECOVERY_RULES.discountCodeMax,
    `Discount code must be at most ${CHECKOUT_RECOVERY_RULES.discountCodeMax} characters`,
  )
  .regex(/^[A-Za-z0-9_-]*$/, 'Discount code may use only letters, digits, - and _')
  .transform((value) => (value === '' ? null : value.toUpperCase()))
  .nullable();

export const CheckoutRecoverySettingsInputSchema = z.strictObject({
  delay_hours: recoveryDelayField,
  discount_code: recoveryDiscountCodeField,
});
export type CheckoutRecoverySettingsInput = z.input<typeof CheckoutRecoverySettingsInputSchema>;

export const CheckoutRecoverySettingsSchema = z.object({
  delay_hours: z.number().int(),
  discount_code: z.string().nullable(),
});
export type CheckoutRecoverySettings = z.infer<typeof CheckoutRecoverySettingsSchema>;

export const CheckoutRecoverySchema = z.object({
  settings: CheckoutRecoverySettingsSchema,
  currency: z.string(),
  /** Reminders e-mailed. */
  reminders_sent: z.number().int(),
  /** Of those, the carts later paid (an order of the same cart or e-mail, paid while the link was good). */
  recovered_orders: z.number().int(),
  /** What those paid orders brought, in the store's currency (cancelled ones left out). */
  recovered_revenue: z.number().int(),
});
export type CheckoutRecovery = z.infer<typeof CheckoutRecoverySchema>;

export const getCheckoutRecoveryRoute = defineRoute({
  name: 'get-checkout-recovery',
  method: 'GET',
  host: 'store',
  path: '/seller/checkout-recovery',
  access: 'seller',
  summary: 'Checkout reminders sent, the carts then paid and their revenue, and the reminder settings',
  response: successEnvelope(CheckoutRecoverySchema),
});

export const setCheckoutRecoveryRoute = defineRoute({
  name: 'set-checkout-recovery',
  method: 'PUT',
  host: 'store',
  path: '/seller/checkout-recovery',
  access: 'seller',
  summary: "The checkout reminder's delay (1, 6, 10 or 24 hours) and its optional discount code",
  body: CheckoutRecoverySettingsInputSchema,
  response: successEnvelope(CheckoutRecoverySettingsSchema),
});
