import { z } from 'zod';

import { ACCOUNT_TYPES } from '../constants.js';
import { WorkspaceSchema } from '../workspaces/workspace.js';

/** The signed-in user as the dashboard reads it (docs/product.md § Profile, User). Flags are 0/1 as the spec compares them. */
export const CurrentUserSchema = z.object({
  user_id: z.number().int(),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  phone: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  is_verify: z.union([z.literal(0), z.literal(1)]),
  is_active: z.union([z.literal(0), z.literal(1)]),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** The user's default workspace: the last one in their list (docs/product.md § Choosing a workspace). */
  business: WorkspaceSchema.nullable(),
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
