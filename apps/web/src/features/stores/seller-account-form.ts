import { emailField, MESSAGES, newPasswordField, storeDomainField, storeNameField } from '@aerie/contract';
import { z } from 'zod';

import { ApiError } from '@/lib/api-client';

/**
 * 'Create a seller account' (docs/product.md § Creating a store): name, email, password and store url, all required;
 * email and url lowercased before sending. The contract's own rules, so the browser refuses what the server would.
 */
export const SellerAccountSchema = z.object({
  name: storeNameField,
  email: emailField.transform((value) => value.toLowerCase()),
  password: newPasswordField,
  domain: storeDomainField,
});
export type SellerAccountValues = z.input<typeof SellerAccountSchema>;
export type SellerAccount = z.output<typeof SellerAccountSchema>;

const FIELDS = ['name', 'email', 'password', 'domain'] as const;
export type SellerAccountField = (typeof FIELDS)[number];

export interface SellerAccountFailure {
  fields: Partial<Record<SellerAccountField, string>>;
  /** For the dialog's red alert (docs/product.md § Error catalogue), when the error belongs to no field. */
  alert: string | null;
}

/**
 * Where a failed creation shows (docs/product.md § Error catalogue): a network failure reads 'Sorry, an error occured.
 * Try again'; a field the server refused (a taken or reserved url) shows beside it; anything else is the server's
 * `message` in the red alert.
 */
export function sellerAccountFailure(error: Error): SellerAccountFailure {
  if (!(error instanceof ApiError)) return { fields: {}, alert: error.message || MESSAGES.genericNetworkError };
  if (error.status === 0) return { fields: {}, alert: MESSAGES.genericNetworkError };
  const fields: SellerAccountFailure['fields'] = {};
  for (const field of FIELDS) {
    const message = error.fieldError(field);
    if (message) fields[field] = message;
  }
  return { fields, alert: Object.keys(fields).length ? null : error.message };
}
