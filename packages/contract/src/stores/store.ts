import { z } from 'zod';

import { LIMITS, RESERVED_STORE_DOMAINS, SITE_TEMPLATE_IDS, STORE_RULES } from '../constants.js';
import { ENCODED_LABEL_MESSAGE, idParam, isEncodedLabelForm, requiredText, text } from '../fields.js';

/**
 * A store of a project (docs/product.md § Online stores: id, name, status, badges, created_at, updated_at, store
 * {domain, full_domain}) plus what the card needs to link to it: `url`, the storefront's address
 * (`{scheme}//{domain}.{stores host}/`), so the browser never has to know the stores host itself.
 */
export const StoreSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  /** 1 is active (the card's success badge); anything else is shown as danger (docs/product.md § Online stores). */
  status: z.number().int(),
  /** Short labels the card shows beside the name: the store's theme and its currency. */
  badges: z.array(z.string()),
  theme: z.enum(SITE_TEMPLATE_IDS),
  store: z.object({
    /** The store's label under the stores host. */
    domain: z.string(),
    /** `{domain}.{stores host}`, what the card and the create preview read. */
    full_domain: z.string(),
  }),
  /** The storefront's address, e.g. `http://shoes.stores.localhost:8080/`; the seller logs in at `{url}login`. */
  url: z.string(),
  project_uid: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Store = z.infer<typeof StoreSchema>;

/** The texts of the store calls (the spec words none of them; these are ours, kept in one place). */
export const STORE_MESSAGES = {
  created: 'Your store has been created. You can log in to it with the seller account.',
  deleted: 'Store has been successfully deleted.',
  tokenIssued: 'Registration token issued.',
  domainTaken: 'This store url is already taken',
  domainReserved: 'This store url is reserved',
  tokenInvalid: 'This registration has expired. Please try again.',
} as const;

/** Stores are named by their numeric id in `store/delete/{id}` (docs/product.md § Online stores). */
export const storeIdParam = idParam('Store');

/** The project a store call is about, by its uid (docs/product.md § Store host calls `store/one?uuid=`). */
export const storeProjectField = z
  .string({ error: 'Project is required' })
  .regex(/^[a-z0-9]{6,32}$/, 'Project is invalid');

export const storeNameField = requiredText('Name', STORE_RULES.storeNameMax);

/**
 * A store url: one DNS label under the stores host (docs/product.md § Creating a store: required and lowercased).
 * Spaces are refused rather than stripped, so the address the seller typed is the one they get or are told about.
 */
export const storeDomainField = text('Domain')
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Domain is required')
      .refine((value) => !/\s/.test(value), 'Domain may not contain spaces')
      .min(LIMITS.subdomainMin, `Domain must be at least ${LIMITS.subdomainMin} characters`)
      .max(LIMITS.subdomainMax, `Domain must be at most ${LIMITS.subdomainMax} characters`)
      .regex(
        /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
        'Domain may use letters, digits and dashes, and must start and end with a letter or digit',
      )
      .refine((value) => !isEncodedLabelForm(value), ENCODED_LABEL_MESSAGE('Domain'))
      .refine((value) => !(RESERVED_STORE_DOMAINS as readonly string[]).includes(value), STORE_MESSAGES.domainReserved),
  );
